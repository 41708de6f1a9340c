import type { CacheDef, CacheTableDef, CachesDef } from '../model/types.js';
import { TS_BANNER, literal, type OutputFile } from './util.js';

/**
 * A database object of the schema snapshot that is not a table (the cache_versions table, a function, a trigger):
 * the statements that create or replace it, and the one that drops it.
 */
export interface RoutineSnapshot { create: string; drop: string }

/** The row count above which a keyed cache is invalidated per company (`cache:company:*`) instead of key by key. */
const KEYS_PER_NOTICE_LIMIT = 1000;

const q = (name: string) => `"${name}"`;
const list = (alias: string, cols: string[]) => cols.map((c) => `${alias}.${q(c)}`).join(', ');

/** The notice key of a row: company, then the key columns, joined by ':'. */
function keyExpr(alias: string, t: CacheTableDef & { companyColumn: string }): string {
  return `(${[t.companyColumn, ...t.keyColumns].map((c) => `${alias}.${q(c)}`).join(` || ':' || `)})::text`;
}

function rowsSelect(cache: CacheDef, t: CacheTableDef & { companyColumn: string }, source: 'new_rows' | 'old_rows'): string {
  return cache.isVersioned ? `SELECT r.${q(t.companyColumn)} FROM ${source} r` : `SELECT ${keyExpr('r', t)} FROM ${source} r`;
}

function updateFrom(t: CacheTableDef): string {
  const join = t.primaryKey.map((c) => `o.${q(c)} = n.${q(c)}`).join(' AND ');
  const changed = `(${list('o', t.watch)}) IS DISTINCT FROM (${list('n', t.watch)})`;
  return `FROM new_rows n JOIN old_rows o ON ${join} WHERE ${changed}`;
}

/** The companies (versioned) or keys (keyed) an UPDATE statement invalidates: rows whose watched columns changed. */
function updateSelect(cache: CacheDef, t: CacheTableDef & { companyColumn: string }): string {
  const from = updateFrom(t);
  if (cache.isVersioned) return `SELECT n.${q(t.companyColumn)} ${from}`;
  // A row moved to another key (another user) invalidates both.
  return `SELECT ${keyExpr('n', t)} ${from} UNION SELECT ${keyExpr('o', t)} ${from}`;
}

function invalidate(cache: CacheDef, select: string): string {
  return cache.isVersioned
    ? `PERFORM cache_bump('${cache.name}', array(SELECT DISTINCT c FROM (${select}) AS s(c) ORDER BY 1));`
    : `PERFORM cache_notify('${cache.name}', array(SELECT DISTINCT c FROM (${select}) AS s(c)));`;
}

/** Everything of a cache at once (a truncate, or a write to a table shared by every company): the global version 0. */
function invalidateAll(cache: CacheDef): string {
  return cache.isVersioned ? `PERFORM cache_bump('${cache.name}', array[0::bigint]);` : `PERFORM cache_invalidate_all('${cache.name}');`;
}

function branches(cache: CacheDef, t: CacheTableDef): string[] {
  if (t.companyColumn === null) {
    return [
      `IF TG_OP = 'UPDATE' THEN\n    IF EXISTS (SELECT 1 ${updateFrom(t)}) THEN\n      ${invalidateAll(cache)}\n    END IF;`,
      `  ELSE\n    ${invalidateAll(cache)}`,
      '  END IF;',
    ];
  }
  const scoped = t as CacheTableDef & { companyColumn: string };
  return [
    `IF TG_OP = 'INSERT' THEN\n    ${invalidate(cache, rowsSelect(cache, scoped, 'new_rows'))}`,
    `  ELSIF TG_OP = 'DELETE' THEN\n    ${invalidate(cache, rowsSelect(cache, scoped, 'old_rows'))}`,
    ...(t.watch.length ? [`  ELSIF TG_OP = 'UPDATE' THEN\n    ${invalidate(cache, updateSelect(cache, scoped))}`] : []),
    `  ELSE\n    ${invalidateAll(cache)}`,
    '  END IF;',
  ];
}

function tableRoutines(cache: CacheDef, t: CacheTableDef): Record<string, RoutineSnapshot> {
  const fn = `cache_${cache.name}_${t.table}`;
  const out: Record<string, RoutineSnapshot> = {
    [fn]: {
      create: `CREATE OR REPLACE FUNCTION ${q(fn)}() RETURNS trigger LANGUAGE plpgsql AS $$\nBEGIN\n  ${branches(cache, t).join('\n')}\n  RETURN NULL;\nEND $$;`,
      drop: `DROP FUNCTION IF EXISTS ${q(fn)}() CASCADE;`,
    },
  };
  const triggers: Array<[string, string]> = [
    ['ins', `AFTER INSERT ON ${q(t.table)} REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT`],
    ['del', `AFTER DELETE ON ${q(t.table)} REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT`],
    ...(t.watch.length ? [['upd', `AFTER UPDATE ON ${q(t.table)} REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT`] as [string, string]] : []),
    ['trunc', `AFTER TRUNCATE ON ${q(t.table)} FOR EACH STATEMENT`],
  ];
  return { ...out, ...triggerRoutines({ fn, table: t.table, triggers }) };
}

/** The triggers `<fn>_<suffix>` of a table, each `when` running the function `fn` (replaced if they exist). */
export function triggerRoutines(options: { fn: string; table: string; triggers: Array<[suffix: string, when: string]> }): Record<string, RoutineSnapshot> {
  const { fn, table } = options;
  const out: Record<string, RoutineSnapshot> = {};
  for (const [suffix, when] of options.triggers) {
    const name = `${fn}_${suffix}`;
    out[name] = {
      create: `DROP TRIGGER IF EXISTS ${q(name)} ON ${q(table)};\nCREATE TRIGGER ${q(name)} ${when} EXECUTE FUNCTION ${q(fn)}();`,
      drop: `DROP TRIGGER IF EXISTS ${q(name)} ON ${q(table)};`,
    };
  }
  return out;
}

/**
 * The database objects of model/caches.yaml, in creation order: the cache_versions table (a row per company and
 * versioned cache, and company 0 for what every company shares: a version is the sum of the two), the functions that bump a
 * version or send a notice (pg_notify on the model's channel, delivered at commit), and per watched table one
 * statement-level trigger per kind of write. Statement-level triggers with transition tables keep a bulk write to
 * one notice per company or key, and no write path (generic CRUD, handlers, the seed, SQL by hand) can skip them.
 */
export function cacheRoutines(caches: CachesDef): Record<string, RoutineSnapshot> {
  if (caches.caches.length === 0) return {};
  const channel = `'${caches.channel}'`;
  const out: Record<string, RoutineSnapshot> = {
    cache_versions: {
      create: 'CREATE TABLE IF NOT EXISTS "cache_versions" ("company_id" bigint NOT NULL, "cache" varchar(40) NOT NULL, '
        + '"version" bigint NOT NULL, PRIMARY KEY ("company_id", "cache"));',
      drop: 'DROP TABLE IF EXISTS "cache_versions";',
    },
    cache_bump: {
      create: `CREATE OR REPLACE FUNCTION "cache_bump"(p_cache text, p_companies bigint[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE c bigint; v bigint;
BEGIN
  FOREACH c IN ARRAY p_companies LOOP
    INSERT INTO "cache_versions" AS cv ("company_id", "cache", "version") VALUES (c, p_cache, 1)
      ON CONFLICT ("company_id", "cache") DO UPDATE SET "version" = cv."version" + 1 RETURNING cv."version" INTO v;
    PERFORM pg_notify(${channel}, p_cache || ':' || c || ':' || v);
  END LOOP;
END $$;`,
      drop: 'DROP FUNCTION IF EXISTS "cache_bump"(text, bigint[]);',
    },
    cache_notify: {
      create: `CREATE OR REPLACE FUNCTION "cache_notify"(p_cache text, p_keys text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE k text;
BEGIN
  IF cardinality(p_keys) > ${KEYS_PER_NOTICE_LIMIT} THEN
    FOR k IN SELECT DISTINCT split_part(x, ':', 1) FROM unnest(p_keys) AS x LOOP
      PERFORM pg_notify(${channel}, p_cache || ':' || k || ':*');
    END LOOP;
  ELSE
    FOREACH k IN ARRAY p_keys LOOP
      PERFORM pg_notify(${channel}, p_cache || ':' || k);
    END LOOP;
  END IF;
END $$;`,
      drop: 'DROP FUNCTION IF EXISTS "cache_notify"(text, text[]);',
    },
    cache_invalidate_all: {
      create: `CREATE OR REPLACE FUNCTION "cache_invalidate_all"(p_cache text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(${channel}, p_cache || ':*');
END $$;`,
      drop: 'DROP FUNCTION IF EXISTS "cache_invalidate_all"(text);',
    },
  };
  for (const cache of caches.caches) {
    for (const t of cache.tables) Object.assign(out, tableRoutines(cache, t));
  }
  return out;
}

/** src/generated/caches.ts: the channel and, per cache, whether it is versioned and which tables invalidate it. */
export function emitCaches(caches: CachesDef): OutputFile[] {
  const value = {
    channel: caches.channel,
    caches: Object.fromEntries(caches.caches.map((c) => [c.name, { isVersioned: c.isVersioned, tables: c.tables.map((t) => t.table) }])),
    polls: caches.polls,
  };
  return [{
    path: 'src/generated/caches.ts',
    content: `${TS_BANNER}\n/** model/caches.yaml: the LISTEN/NOTIFY channel and the caches its notices invalidate. */\nexport const cacheModel = ${literal(value)} as const;\n\n`
      + 'export type CacheName = keyof typeof cacheModel.caches;\n',
  }];
}
