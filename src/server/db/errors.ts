/** The parts of a PostgreSQL error report that callers map to catalogue errors. */
export interface PgErrorInfo {
  /** SQLSTATE, e.g. '23505' unique violation, '23503' foreign-key violation. */
  code: string;
  constraint?: string;
  table?: string;
  column?: string;
  detail?: string;
}

/** Well-known SQLSTATE codes. */
export const PG_ERROR = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  notNullViolation: '23502',
  checkViolation: '23514',
  serializationFailure: '40001',
  deadlockDetected: '40P01',
} as const;

const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * Recognises an error reported by the database server, from `pg` (DatabaseError) or from PGlite (its own
 * DatabaseError, same fields), and returns its code and constraint details; `undefined` for anything else
 * (connection errors, programming errors). Follows `cause` chains a few levels deep.
 */
export function pgErrorInfo(err: unknown): PgErrorInfo | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 4 && current instanceof Error; depth++) {
    const info = fromDatabaseError(current);
    if (info) return info;
    current = current.cause;
  }
  return undefined;
}

function fromDatabaseError(err: Error): PgErrorInfo | undefined {
  const fields = err as Error & Record<string, unknown>;
  // Both drivers' DatabaseError carry `severity` (ERROR, FATAL…) beside the 5-character SQLSTATE; Node system
  // errors (EPIPE…) have a code but no severity.
  if (typeof fields.code !== 'string' || !SQLSTATE.test(fields.code) || typeof fields.severity !== 'string') {
    return undefined;
  }
  const info: PgErrorInfo = { code: fields.code };
  for (const key of ['constraint', 'table', 'column', 'detail'] as const) {
    const value = fields[key];
    if (typeof value === 'string') info[key] = value;
  }
  return info;
}
