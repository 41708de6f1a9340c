import { sql, type Kysely, type RawBuilder } from 'kysely';
import { authorities, roleAuthority, type RoleName } from '../../../generated/abilities.js';
import { constants } from '../../../generated/constants.js';
import type { Database } from '../../../generated/db.js';
import type { DeliveryChannelCode, NotificationKindCode } from '../../../generated/enums.js';
import { recipientGatesOf, type GateDef } from '../../../generated/gates.js';
import type { MessageKey } from '../../../generated/messages.ja.js';
import { notificationChannels, notificationKinds } from '../../../generated/notifications.js';
import { schoolhouseSettings } from '../../../generated/settings.js';
import { formatMessage } from '../../../shared/validationMessage.js';

type Db = Kysely<Database>;

/** One recipient of a notification: the user, the child it concerns (a guardian's page) and the event's schoolhouse. */
export interface NotificationRecipient {
  userId: number;
  studentId?: number | null;
  /**
   * The schoolhouse the event belongs to (the student's): its COMMUNICATION_METHOD_* options switch the bell, its
   * settings open the recipient gates. null: a company-wide message, written whatever the options (gates read the
   * setting's default).
   */
  schoolhouseId: number | null;
}

/**
 * A SQL select of recipients with the columns user_id, student_id and schoolhouse_id, for events with many recipients
 * (a notice to every family): the rows are written in one INSERT … SELECT.
 */
export type RecipientQuery = RawBuilder<{ user_id: number; student_id: number | null; schoolhouse_id: number | null }>;

/** One event to notify of. */
export interface NotifyOptions {
  companyId: number;
  kind: NotificationKindCode;
  /** The id of the kind's record (notifications.yaml `record`): fills the route of the kind's target. */
  targetId?: number | null;
  /** The event's own text (the notice's title); the title comes from the kind. */
  body?: string | null;
  recipients: readonly NotificationRecipient[] | RecipientQuery;
}

/** A schoolhouse's value of a setting (the stored one, else the model's default) as SQL, for a schoolhouse id column. */
function settingValueSql(options: { companyId: number; schoolhouseId: RawBuilder<unknown>; name: string }): RawBuilder<string> {
  const fallback = schoolhouseSettings.find((s) => s.name === options.name)?.default ?? null;
  return sql<string>`coalesce((select s.value from schoolhouse_settings s
    where s.company_id = ${options.companyId} and s.schoolhouse_id = ${options.schoolhouseId} and s.name = ${options.name}), ${fallback})`;
}

/**
 * True (as SQL) when a channel is on for a schoolhouse id column: its COMMUNICATION_METHOD_* option (notifications.yaml
 * `switchedBy`) is the enabled flag there, or the column is null (a company-wide message).
 */
export function channelOnSql(options: { companyId: number; channel: DeliveryChannelCode; schoolhouseId: RawBuilder<unknown> }): RawBuilder<boolean> {
  const { switchedBy } = notificationChannels[options.channel];
  return sql<boolean>`(${options.schoolhouseId} is null or ${settingValueSql({ ...options, name: switchedBy })} = ${String(constants.enabledFlag)})`;
}

/** The role a users row acts as (the staff role for staff, else the one role of its authority), as SQL. */
function roleSql(alias: string): RawBuilder<string> {
  const single = Object.entries(authorities).flatMap(([authority, a]) => {
    const roles = (Object.entries(roleAuthority) as Array<[RoleName, string]>).filter(([, of]) => of === authority).map(([r]) => r);
    return roles.length === 1 ? [sql`when ${a.id} then ${roles[0]!}`] : [];
  });
  return sql<string>`(case ${sql.ref(`${alias}.m_authority_id`)} ${sql.join(single, sql` `)} else ${sql.ref(`${alias}.role`)} end)`;
}

/** True (as SQL) when a recipient gate lets a users row through at a schoolhouse. */
function gateOpenSql(options: { companyId: number; gate: GateDef; userAlias: string; schoolhouseId: RawBuilder<unknown> }): RawBuilder<boolean> {
  const { gate } = options;
  const value = settingValueSql({ companyId: options.companyId, schoolhouseId: options.schoolhouseId, name: gate.setting });
  return sql<boolean>`(${roleSql(options.userAlias)} not in (${sql.join(gate.roles)}) or ${value} in (${sql.join(gate.values)}))`;
}

/**
 * True (as SQL) when every recipient gate of a kind (gates.yaml `recipients`) lets a users row (`userAlias`) through at
 * a schoolhouse: what notify() writes by, and what a screen that lets a person choose recipients filters its
 * candidates by, so that nobody is offered who would not be told.
 */
export function recipientGatesOpenSql(options: { companyId: number; kind: NotificationKindCode; userAlias: string; schoolhouseId: RawBuilder<unknown> }): RawBuilder<boolean> {
  const gates = recipientGatesOf(options.kind).map((gate) => gateOpenSql({ ...options, gate }));
  return gates.length ? sql<boolean>`(${sql.join(gates, sql` and `)})` : sql<boolean>`true`;
}

/** The recipients as a relation r(user_id, student_id, schoolhouse_id). */
function recipientRelation(recipients: NotifyOptions['recipients']): RawBuilder<unknown> {
  if (!Array.isArray(recipients)) return sql`(${recipients as RecipientQuery}) as r`;
  const list = recipients as readonly NotificationRecipient[];
  return sql`unnest(${list.map((r) => r.userId)}::bigint[], ${list.map((r) => r.studentId ?? null)}::bigint[],
    ${list.map((r) => r.schoolhouseId)}::bigint[]) as r(user_id, student_id, schoolhouse_id)`;
}

/**
 * Writes the notifications of one event, inside the caller's transaction: one row per recipient, of the given kind,
 * with the kind's title, unless
 * - every bell channel of the kind (notifications.yaml: web and app, COMMUNICATION_METHOD_WEB and _APP) is off at the
 *   recipient's schoolhouse, or
 * - a recipient gate of the kind (gates.yaml `recipients`) restricts the recipient's role and is closed there.
 * A recipient who is not a user of the company gets nothing. This is the only place notification rows are written
 * (tests/unit/server/notification-writes.test.ts holds every other file to it). Returns the number of rows written.
 */
export async function notify(db: Db, options: NotifyOptions): Promise<number> {
  const { companyId, kind } = options;
  const def = notificationKinds[kind];
  const bells = def.channels.filter((c) => notificationChannels[c].isBell);
  if (bells.length === 0) throw new Error(`notification kind ${kind} has no bell channel: it writes no rows`);
  if (Array.isArray(options.recipients) && options.recipients.length === 0) return 0;
  const bellOn = sql.join(bells.map((channel) => channelOnSql({ companyId, channel, schoolhouseId: sql.ref('r.schoolhouse_id') })), sql` or `);
  const gatesOpen = recipientGatesOpenSql({ companyId, kind, userAlias: 'u', schoolhouseId: sql.ref('r.schoolhouse_id') });
  const title = formatMessage(def.title as MessageKey);
  const others = def.sentBy === 'notify' ? def.channels.filter((c) => !notificationChannels[c].isBell) : [];
  if (others.length === 0) {
    const result = await sql`
      insert into notifications (company_id, user_id, student_id, kind, target_id, title, body)
      select ${companyId}::bigint, r.user_id, r.student_id, ${kind}::varchar, ${options.targetId ?? null}::bigint, ${title}::varchar, ${options.body ?? null}::text
      from ${recipientRelation(options.recipients)}
      join users u on u.company_id = ${companyId} and u.id = r.user_id
      where (${bellOn}) and ${gatesOpen}`.execute(db);
    return Number(result.numAffectedRows ?? 0n);
  }
  // The kind's other channels (e-mail, LINE) go out from the row: one queued delivery per channel that is on at the
  // recipient's schoolhouse, written with the row (the 'notification-deliver' job sends them: bellDelivery.ts).
  const channelFlags = others.map((channel) => sql`${channelOnSql({ companyId, channel, schoolhouseId: sql.ref('r.schoolhouse_id') })} as ${sql.ref(`on_${channel}`)}`);
  const deliveries = others.map((channel) => sql`select i.id, ${channel}::varchar as channel from inserted i
    join recipients r on r.user_id = i.user_id and r.student_id is not distinct from i.student_id where r.${sql.ref(`on_${channel}`)}`);
  const { rows } = await sql<{ n: string }>`
    with recipients as (
      select distinct r.user_id, r.student_id, ${sql.join(channelFlags)}
      from ${recipientRelation(options.recipients)}
      join users u on u.company_id = ${companyId} and u.id = r.user_id
      where (${bellOn}) and ${gatesOpen}
    ), inserted as (
      insert into notifications (company_id, user_id, student_id, kind, target_id, title, body)
      select ${companyId}::bigint, r.user_id, r.student_id, ${kind}::varchar, ${options.targetId ?? null}::bigint, ${title}::varchar, ${options.body ?? null}::text
      from recipients r
      returning id, user_id, student_id
    ), queued as (
      insert into notification_deliveries (company_id, notification_id, channel)
      select ${companyId}::bigint, d.id, d.channel from (${sql.join(deliveries, sql` union all `)}) d
      returning id
    )
    select (select count(*) from inserted) as n`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** The kinds whose record is an entity (the notice): the rows to remove with it or mark read when it is read. */
export function kindsOfRecord(entity: string): NotificationKindCode[] {
  return (Object.values(notificationKinds)).filter((k) => k.record?.entity === entity).map((k) => k.name);
}
