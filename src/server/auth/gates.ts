import type { Kysely } from 'kysely';
import type { Database } from '../../generated/db.js';
import type { ErrorKey } from '../../generated/errors.js';
import { closedGateOf, fieldGatesOf, gateNamed, isGateOpen, isGateOpenAt, type FieldGate, type GateName } from '../../generated/gates.js';
import { schoolhouseSettings } from '../../generated/settings.js';
import { AppError } from '../foundation/errors.js';
import type { Principal } from './principal.js';

/**
 * The action-level gates of model/gates.yaml on the server: operations closed before their handler runs, fields of
 * answers blanked after it, and the record-level reading a handler asks for. Notification recipients are gated where
 * rows are written (src/server/domains/notifications/notify.ts).
 */

/** The gate's catalogue error when a closed gate closes the operation (an operations.yaml id or `<entity>.<op>`). */
export function assertOperationOpen(operation: string, principal: Principal): void {
  const closed = closedGateOf(operation, principal);
  if (closed) throw new AppError(closed.error as ErrorKey);
}

/** A schoolhouse's value of a setting: the stored one, else the model's default. */
export async function settingValueAt(db: Kysely<Database>, options: { companyId: number; schoolhouseId: number; name: string }): Promise<string | undefined> {
  const stored = await db.selectFrom('schoolhouse_settings').select('value')
    .where('company_id', '=', options.companyId).where('schoolhouse_id', '=', options.schoolhouseId).where('name', '=', options.name)
    .executeTakeFirst();
  return stored?.value ?? schoolhouseSettings.find((s) => s.name === options.name)?.default;
}

/**
 * True when a gate lets the principal act on a record of a schoolhouse (`at: record`): the gate does not restrict the
 * role, or the setting opens at that schoolhouse. A gate read at the user's level only asks the principal.
 */
export async function isGateOpenForRecord(db: Kysely<Database>, options: { gate: GateName; principal: Principal; schoolhouseId: number }): Promise<boolean> {
  const { principal, schoolhouseId } = options;
  const gate = gateNamed(options.gate);
  if (!isGateOpen(gate, principal)) return false;
  if (gate.at !== 'record' || !gate.roles.includes(principal.role)) return true;
  const value = await settingValueAt(db, { companyId: principal.companyId, schoolhouseId, name: gate.setting });
  return isGateOpenAt(gate, { role: principal.role, value });
}

/** The gate's catalogue error unless {@link isGateOpenForRecord}. */
export async function assertGateOpenForRecord(db: Kysely<Database>, options: { gate: GateName; principal: Principal; schoolhouseId: number }): Promise<void> {
  if (!(await isGateOpenForRecord(db, options))) throw new AppError(gateNamed(options.gate).error as ErrorKey);
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Blanks one field path in an answer (arrays walked through), in the objects where `when` holds. */
function blankField(node: unknown, path: readonly string[], field: FieldGate): void {
  if (Array.isArray(node)) {
    for (const item of node) blankField(item, path, field);
    return;
  }
  if (!isObject(node)) return;
  const [head, ...rest] = path;
  if (head === undefined) return;
  if (rest.length > 0) {
    blankField(node[head], rest, field);
    return;
  }
  if (typeof node[head] !== 'string') return;
  if (field.when && node[field.when.field] !== field.when.equals) return;
  node[head] = '';
}

/**
 * The answer of an operation with the fields of its closed gates blanked for the principal (an empty text: the
 * value never leaves the server). The handler's answer is changed in place and returned.
 */
export function blankClosedFields<T>(operation: string, principal: Principal, answer: T): T {
  for (const { gate, field } of fieldGatesOf(operation)) {
    if (!isGateOpen(gate, principal)) blankField(answer, field.field.split('.'), field);
  }
  return answer;
}
