import type { Model } from '../model/types.js';
import { TS_BANNER, literal, type OutputFile } from './util.js';

/**
 * src/generated/gates.ts: the action-level feature gates of model/gates.yaml and how they read: open for a user when
 * the setting opens in any of their schoolhouses (spec section 6), or at one schoolhouse. The server closes the
 * operations, blanks the fields and leaves out the recipients of a closed gate; the browser hides what it closes.
 */
export function emitGates(model: Model): OutputFile[] {
  const gates = model.gates.map((g) => ({
    name: g.name, setting: g.setting, settingKind: g.settingKind, values: g.values, roles: g.roles, at: g.at, error: g.error,
    operations: g.operations, fields: g.fields, recipients: g.recipients, rows: g.rows,
  }));
  const names = model.gates.map((g) => `'${g.name}'`).join(' | ') || 'never';
  const content = `${TS_BANNER}
import type { AbilityUser, EntityAction, RoleName } from './abilities.js';

export type GateName = ${names};

/** A field of an operation's answer blanked while its gate is closed (in the objects where \`when\` holds). */
export interface FieldGate {
  readonly operation: string;
  /** Dotted path through objects and arrays. */
  readonly field: string;
  readonly when?: { readonly field: string; readonly equals: string | number | boolean };
}

/** An action-level feature gate (model/gates.yaml). */
export interface GateDef {
  readonly name: GateName;
  /** An ALLOW_* feature setting or a settings.yaml option. */
  readonly setting: string;
  readonly settingKind: 'feature' | 'option';
  /** The values that open it (the enabled flag for a feature setting). */
  readonly values: readonly string[];
  /** The roles it restricts; every other role passes. */
  readonly roles: readonly RoleName[];
  /** user: any of the user's schoolhouses; record: also the schoolhouse of the record acted on (read by the handler). */
  readonly at: 'user' | 'record';
  /** Catalogue error (errors.yaml) of a closed operation. */
  readonly error: string;
  /** Operation ids (operations.yaml) and \`<entity>.<list|get|create|update|delete>\` generic operations it closes. */
  readonly operations: readonly string[];
  readonly fields: readonly FieldGate[];
  /** Notification kinds not written to a recipient of its roles while it is closed at the notification's schoolhouse. */
  readonly recipients: readonly string[];
  /** List operations whose answer leaves out the rows of the schoolhouses where it is closed, for its roles. */
  readonly rows: readonly string[];
}

/** Every gate, by name. */
export const gates: readonly GateDef[] = ${literal(gates)};

/** The gate of a name. */
export function gateNamed(name: GateName): GateDef {
  return gates.find((g) => g.name === name)!;
}

/** What a gate reads of a user: the role, the enabled feature settings and the option values of their schoolhouses. */
export type GateUser = Pick<AbilityUser, 'role' | 'features' | 'optionValues'>;

/** True when the gate lets the user through: it does not restrict their role, or its setting opens in any of their schoolhouses. */
export function isGateOpen(gate: GateDef, user: GateUser): boolean {
  if (!gate.roles.includes(user.role)) return true;
  if (gate.settingKind === 'feature') return user.features.includes(gate.setting);
  return (user.optionValues[gate.setting] ?? []).some((value) => gate.values.includes(value));
}

/** True when the gate lets a role through at one schoolhouse, given that schoolhouse's value of the setting. */
export function isGateOpenAt(gate: GateDef, options: { role: RoleName; value: string | undefined }): boolean {
  if (!gate.roles.includes(options.role)) return true;
  return options.value !== undefined && gate.values.includes(options.value);
}

/** The first gate that closes an operation (an operations.yaml id or \`<entity>.<op>\`) for the user, if any. */
export function closedGateOf(operation: string, user: GateUser): GateDef | undefined {
  return gates.find((g) => g.operations.includes(operation) && !isGateOpen(g, user));
}

const ACTION_OF: Readonly<Record<string, EntityAction>> = { list: 'read', get: 'read', create: 'create', update: 'update', delete: 'delete' };

/** The CASL actions on an entity that a closed gate takes from the user (a gated list or get takes read). */
export function closedEntityActions(entity: string, user: GateUser): ReadonlySet<EntityAction> {
  const closed = new Set<EntityAction>();
  for (const gate of gates) {
    if (isGateOpen(gate, user)) continue;
    for (const id of gate.operations) {
      const [name, op] = id.split('.');
      const action = op === undefined ? undefined : ACTION_OF[op];
      if (name === entity && action) closed.add(action);
    }
  }
  return closed;
}

/** The field gates of an operation's answer. */
export function fieldGatesOf(operation: string): ReadonlyArray<{ gate: GateDef; field: FieldGate }> {
  return gates.flatMap((gate) => gate.fields.filter((f) => f.operation === operation).map((field) => ({ gate, field })));
}

/** The gates that keep recipients of a notification kind from being notified. */
export function recipientGatesOf(kind: string): readonly GateDef[] {
  return gates.filter((g) => g.recipients.includes(kind));
}
`;
  return [{ path: 'src/generated/gates.ts', content }];
}
