import { sql, type RawBuilder } from 'kysely';
import { notificationKinds } from '../../../generated/notifications.js';

/**
 * Whether a notification's record (its kind's `record` in model/notifications.yaml, named by target_id) is gone, as
 * SQL on the notifications table: one NOT EXISTS per record table, chosen by kind; false for kinds without a record.
 * The tables come from the generated model, never from a request.
 */
export function isTargetGoneSql(): RawBuilder<boolean> {
  const kindsByTable = new Map<string, string[]>();
  for (const kind of Object.values(notificationKinds)) {
    if (kind.record) kindsByTable.set(kind.record.table, [...(kindsByTable.get(kind.record.table) ?? []), kind.name]);
  }
  if (kindsByTable.size === 0) return sql<boolean>`false`;
  const branches = [...kindsByTable].map(([table, kinds]) => sql`when notifications.kind in (${sql.join(kinds)}) then not exists (
    select 1 from ${sql.table(table)} x where x.company_id = notifications.company_id and x.id = notifications.target_id)`);
  return sql<boolean>`(case ${sql.join(branches, sql` `)} else false end)`;
}
