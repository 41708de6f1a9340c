/**
 * What an error log keeps of an error (issue 9): the SQL error (SQLSTATE, message, statement with its placeholders,
 * table, column, constraint) and the stack, never the query's parameter values nor the database's `detail`
 * (`Key (email)=(hanako@example.jp) already exists.`), which can carry names, e-mail addresses and passwords typed
 * into the wrong field. The request id is added by the logger itself.
 */
const KEPT = ['name', 'code', 'severity', 'statusCode', 'query', 'schema', 'table', 'column', 'dataType', 'constraint', 'routine', 'hint'] as const;

/** A value PostgreSQL quotes at the end of its message (`invalid input syntax for type integer: "山田"`). */
const QUOTED_VALUE = /: "(?:[^"\\]|\\.)*"$/;

function redactMessage(message: string): string {
  return message.replace(QUOTED_VALUE, ': "[redacted]"');
}

/** The `err` serializer of the server's logger. */
export function redactedError(err: unknown): { type: string; message: string; stack: string; [key: string]: unknown } {
  if (err === null || typeof err !== 'object') return { type: typeof err, message: String(err), stack: '' };
  const source = err as Record<string, unknown>;
  const out: { type: string; message: string; stack: string; [key: string]: unknown } = { type: (err as Error).constructor?.name ?? 'Error', message: '', stack: '' };
  for (const key of KEPT) if (typeof source[key] === 'string' || typeof source[key] === 'number') out[key] = source[key];
  if (typeof source.message === 'string') out.message = redactMessage(source.message);
  if (typeof source.stack === 'string') {
    const [first = '', ...rest] = source.stack.split('\n');
    out.stack = [redactMessage(first), ...rest].join('\n');
  }
  if (source.cause !== undefined) out.cause = redactedError(source.cause);
  return out;
}
