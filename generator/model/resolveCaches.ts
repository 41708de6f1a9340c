import type { ModelIssue } from './errors.js';
import type { RawFile } from './read.js';
import type { CacheDef, CachesDef, EntityDef, OperationDef } from './types.js';

interface RawCaches {
  channel: string;
  polls?: string[];
  caches: Record<string, { version?: boolean; tables: Record<string, { company?: string; key?: string[]; watch: string[] }> }>;
}

/**
 * model/caches.yaml: each cache names the tables whose writes invalidate it. Every table must be an entity's table
 * and every column one of its columns; the migration gets one trigger per table and statement kind from this.
 */
export function resolveCaches(options: { file: RawFile | undefined; entities: EntityDef[]; operations: OperationDef[]; issues: ModelIssue[] }): CachesDef {
  const { file, entities, operations, issues } = options;
  if (!file) return { channel: 'portal_cache', caches: [], polls: [] };
  const raw = file.data as RawCaches;
  const caches: CacheDef[] = [];
  for (const [name, c] of Object.entries(raw.caches)) {
    const tables: CacheDef['tables'] = [];
    for (const [table, t] of Object.entries(c.tables)) {
      const path = `/caches/${name}/tables/${table}`;
      const entity = entities.find((e) => e.table === table);
      if (!entity) {
        issues.push({ file: file.file, path, reason: `no entity has the table "${table}"` });
        continue;
      }
      const columns = new Set(entity.fields.map((f) => f.name));
      // A table every company shares (schoolyears) invalidates every company: it has no company column.
      const companyColumn = t.company ?? (entity.scope === 'company' ? 'company_id' : null);
      const check = (list: string[], key: string) => list.forEach((col, i) => {
        if (!columns.has(col)) issues.push({ file: file.file, path: `${path}/${key}/${i}`, reason: `"${col}" is not a column of ${table}` });
      });
      if (companyColumn !== null && !columns.has(companyColumn)) issues.push({ file: file.file, path: `${path}/company`, reason: `"${companyColumn}" is not a column of ${table}` });
      if (companyColumn === null && t.key?.length) issues.push({ file: file.file, path: `${path}/key`, reason: `${table} is shared by every company: key is not allowed` });
      check(t.key ?? [], 'key');
      check(t.watch, 'watch');
      if (c.version && t.key?.length) issues.push({ file: file.file, path: `${path}/key`, reason: 'a versioned cache is invalidated per company: key is not allowed' });
      tables.push({
        table, companyColumn, keyColumns: t.key ?? [], watch: t.watch,
        primaryKey: entity.scope === 'company' ? ['company_id', 'id'] : ['id'],
      });
    }
    caches.push({ name, isVersioned: c.version ?? false, tables });
  }
  const polls: CachesDef['polls'] = [];
  (raw.polls ?? []).forEach((id, i) => {
    const op = operations.find((o) => o.id === id);
    if (!op) issues.push({ file: file.file, path: `/polls/${i}`, reason: `unknown operation "${id}"` });
    else if (op.method !== 'GET' || op.isPublic) issues.push({ file: file.file, path: `/polls/${i}`, reason: `"${id}" must be a signed-in GET operation` });
    else polls.push({ id, method: op.method, path: op.path });
  });
  return { channel: raw.channel, caches, polls };
}
