import type { Model } from '../model/types.js';
import { TS_BANNER, literal, type OutputFile } from './util.js';

/** src/generated/operations.ts: the hand-written API operations, their body schemas and access grants. */
export function emitOperations(model: Model): OutputFile[] {
  const ops = model.operations.map((o) => ({
    id: o.id, method: o.method, path: o.path, handler: o.handler, isPublic: o.isPublic,
    access: o.access.map((g) => ({ roles: g.roles, features: g.features })),
    ...(o.screen ? { screen: o.screen } : {}),
    ...(o.body ? { body: o.body } : {}), ...(o.query ? { query: o.query } : {}),
    ...(o.multipart ? { multipart: o.multipart } : {}), ...(o.produces ? { produces: o.produces } : {}),
    ...(o.requires ? { requires: o.requires } : {}),
  }));
  const handlers = [...new Set(model.operations.map((o) => o.handler))].sort();
  const content = `${TS_BANNER}
import type { Grant } from './abilities.js';
import type { ErrorKey } from './errors.js';
import type { FileOwnerKind } from './fileOwners.js';

/** One hand-written API operation (model/operations.yaml). */
export interface Operation {
  readonly id: string;
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path under the API base, {name} marking parameters. */
  readonly path: string;
  readonly handler: HandlerName;
  readonly isPublic: boolean;
  /** Empty: any signed-in user. */
  readonly access: readonly Grant[];
  /** The screen whose grants it shares (model accessFrom): the API side of that screen. */
  readonly screen?: string;
  readonly body?: Record<string, unknown>;
  readonly query?: Record<string, unknown>;
  /** A multipart body: \`body\` is the JSON of its \`data\` part; files are checked against these rules by content. */
  readonly multipart?: MultipartRules;
  /** Content type of a successful answer that is not JSON (a download). */
  readonly produces?: string;
  /** A company condition besides the grants (the invoice status): refused with INVOICE_NOT_ACTIVE while not met. */
  readonly requires?: 'invoice';
}

/** File rules of a multipart operation (model/operations.yaml multipart, limits from constants.yaml). */
export interface MultipartRules {
  /** Name of the file parts. */
  readonly field: string;
  /** The entity owning the files (model multipart \`owner\`): they are stored in the file store before the handler runs. */
  readonly owner?: FileOwnerKind;
  readonly maxCount: number;
  readonly maxBytes: number;
  /** Limit of image/* files. */
  readonly imageMaxBytes: number;
  /** Allowed types: detected type (extension) and MIME type. */
  readonly types: ReadonlyArray<{ readonly ext: string; readonly mime: string; readonly label: string }>;
  /**
   * Errors answered instead of the attachment ones: tooLarge (over maxBytes), typeNotAllowed, unreadable (the name
   * says an allowed type, the content is not one).
   */
  readonly errors?: { readonly tooLarge?: ErrorKey; readonly typeNotAllowed?: ErrorKey; readonly unreadable?: ErrorKey };
}

/** Names of the handlers in src/server/handlers that the server must register. */
export type HandlerName = ${handlers.map((h) => `'${h}'`).join(' | ')};

export const operations: readonly Operation[] = ${literal(ops)};

/** One operation by id (model/operations.yaml key). */
export function operationById(id: string): Operation {
  const op = operations.find((o) => o.id === id);
  if (!op) throw new Error(\`unknown operation \${id}\`);
  return op;
}
`;
  // Only who may call each operation, for the browser (the header asks whether it may call the staff operations): a
  // page that needs no body schema or multipart rule does not load the whole table above.
  const access = Object.fromEntries(model.operations.map((o) => [o.id, o.access.map((g) => ({ roles: g.roles, features: g.features }))]));
  const accessContent = `${TS_BANNER}
import type { Grant } from './abilities.js';

/** Who may call each hand-written API operation (model/operations.yaml access; empty: any signed-in user). */
export const operationAccess: Readonly<Record<string, readonly Grant[]>> = ${literal(access)};
`;
  return [{ path: 'src/generated/operations.ts', content }, { path: 'src/generated/operationAccess.ts', content: accessContent }];
}
