import { apiTypePlan, assembleApiTypes, partialDocument, splitApiTypes, type ApiTypeParts } from '../emit/apiTypeUnits.js';
import type { ResultCache } from '../shared/resultCache.js';

/** How api.ts was made: from the cache, from cached parts and the missing ones typed, or the whole document typed. */
export type ApiTypesSource = 'cached' | 'parts' | 'whole';

/**
 * The text of src/generated/api.ts for an OpenAPI document: cached for the same document; else put together from the
 * cached parts (emit/apiTypeUnits.ts) with only the missing ones typed (a model change typically touches a few paths
 * and schemas); else the whole document typed, its parts kept for the next change.
 */
export async function apiTypesText(options: {
  doc: Record<string, unknown>; docJson: string; cache: ResultCache; typesOf: (doc: Record<string, unknown>) => Promise<string>;
}): Promise<{ text: string; source: ApiTypesSource }> {
  const { doc, docJson, cache, typesOf } = options;
  const known = cache.get<string>('api-types', docJson);
  if (known !== undefined) return { text: known, source: 'cached' };
  const plan = apiTypePlan(doc);
  const names = { paths: Object.keys(doc.paths as object), schemas: Object.keys(((doc.components as Record<string, object>).schemas) ?? {}) };
  const frame = plan && cache.get<string>('api-types-frame', plan.frameInput);
  let text: string | undefined;
  let source: ApiTypesSource = 'whole';
  if (plan && frame !== undefined) {
    const parts: ApiTypeParts = { paths: new Map(), schemas: new Map(), frame };
    const missing = plan.units.filter((unit) => {
      const part = cache.get<string>(`api-types-${unit.kind}`, unit.input);
      if (part !== undefined) (unit.kind === 'path' ? parts.paths : parts.schemas).set(unit.name, part);
      return part === undefined;
    });
    if (missing.length > 0) {
      const wanted = { paths: missing.filter((u) => u.kind === 'path').map((u) => u.name), schemas: missing.filter((u) => u.kind === 'schema').map((u) => u.name) };
      const partial = partialDocument(doc, wanted);
      const typed = splitApiTypes(await typesOf(partial), partial);
      for (const unit of typed ? missing : []) {
        const part = (unit.kind === 'path' ? typed!.paths : typed!.schemas).get(unit.name);
        if (part === undefined) continue;
        (unit.kind === 'path' ? parts.paths : parts.schemas).set(unit.name, part);
        cache.set(`api-types-${unit.kind}`, unit.input, part);
      }
    }
    if (names.paths.every((p) => parts.paths.has(p)) && names.schemas.every((s) => parts.schemas.has(s))) {
      text = assembleApiTypes(parts, names);
      source = 'parts';
    }
  }
  if (text === undefined) {
    text = await typesOf(doc);
    const parts = plan && splitApiTypes(text, doc);
    if (plan && parts) {
      cache.set('api-types-frame', plan.frameInput, parts.frame);
      for (const unit of plan.units) cache.set(`api-types-${unit.kind}`, unit.input, (unit.kind === 'path' ? parts.paths : parts.schemas).get(unit.name));
    }
  }
  cache.set('api-types', docJson, text);
  return { text, source };
}
