import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UnconfirmedAuth } from '../auth/authenticate.js';
import type { Principal } from '../auth/principal.js';
import type { AppContext } from '../core/context.js';
import type { StagedFile } from '../storage/storedFiles.js';
import type { UploadedFile } from '../core/multipart.js';

/** What a hand-written operation handler receives: validated input and, unless public, the signed-in user. */
export interface HandlerInput {
  ctx: AppContext;
  body: unknown;
  /** Files of a multipart operation, already checked by content, type and size (empty otherwise). */
  files: UploadedFile[];
  /**
   * The same files already in storage when an entity owns them (model `multipart.owner`): the handler records those it
   * keeps with recordFiles in its transaction; the others are removed after it (all of them if it fails).
   */
  uploads: StagedFile[];
  params: Record<string, string>;
  query: Record<string, unknown>;
  principal?: Principal;
  request: FastifyRequest;
  reply: FastifyReply;
  /**
   * Only for a handler marked with {@link readingAuthVersion}: the principal came from the cache before its company's
   * auth version was read. The handler reads authVersionColumn(unconfirmed) in its own statement and hands the value to
   * `authVersionRead`; the request runs again on a principal loaded anew when the version has moved on.
   */
  unconfirmed?: UnconfirmedAuth;
  authVersionRead?: (value: number | string | null | undefined) => void;
}

/** A hand-written operation (model/operations.yaml names it); returns the JSON response body. */
export type Handler = ((input: HandlerInput) => Promise<unknown>) & { readonly readsAuthVersion?: true };

/**
 * Marks a read-only GET handler that answers from one statement of its own (a guardian's or teacher's first list):
 * that statement reads the company's auth version too (authVersionColumn), so the request makes one round trip to the
 * database where it would make two (src/server/http/operationRoutes.ts, withAuthentication). The handler must only read.
 */
export function readingAuthVersion(handler: (input: HandlerInput) => Promise<unknown>): Handler {
  return Object.assign(handler, { readsAuthVersion: true as const });
}
