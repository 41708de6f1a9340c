import { sql, type RawBuilder, type SqlBool } from 'kysely';

/**
 * `ref = any($n::int[])`: a list of ids as one array parameter. Unlike `ref in ($1, $2, …)` its SQL text is the same
 * whatever the number of ids, so that a statement run as a named prepared statement (readPrepared) is one text and
 * one plan, not one per length of the caller's schoolhouse list (the registry of named texts is bounded). An empty
 * list matches nothing.
 */
export function isAnyOf(ref: string, ids: readonly number[]): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(ref)} = any(${[...ids]}::int[])`;
}
