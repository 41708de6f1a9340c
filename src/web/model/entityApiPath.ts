import { entities } from '../../generated/entities.js';

// Apart from modelAccess.ts on purpose: the data provider loads with the app, and an import of modelAccess would
// bring the generated forms and lists (forms.ts, tables.ts: 16 KB brotli) into the first chunk of every page.

const apis: Readonly<Record<string, { readonly api: { readonly path: string } | null } | undefined>> = entities;

/** The full API path of an entity's collection, e.g. /api/v1/tags; throws when it has no API. */
export function entityApiPath(options: { name: string; apiBasePath: string }): string {
  const entity = apis[options.name];
  if (!entity) throw new Error(`entity "${options.name}" is not in the model`);
  if (!entity.api) throw new Error(`entity "${options.name}" has no API in the model`);
  return `${options.apiBasePath}${entity.api.path}`;
}

/** The entities whose collection is at `path` or under it (/api/v1/print-requests: print_request). */
export function entitiesUnderPath(options: { path: string; apiBasePath: string }): string[] {
  return Object.entries(apis).flatMap(([name, entity]) => {
    if (!entity?.api) return [];
    const collection = `${options.apiBasePath}${entity.api.path}`;
    return collection === options.path || collection.startsWith(`${options.path}/`) ? [name] : [];
  });
}
