import type { Grant, Model } from '../model/types.js';
import { TS_BANNER, literal, type OutputFile } from './util.js';

const compact = (grants: Grant[]) => grants.map((g) => ({ roles: g.roles, features: g.features }));

/**
 * src/generated/abilities.ts: the access grants of every screen and entity API, and the CASL ability builder
 * that the browser (routes, menus, buttons) and the server (every endpoint and query) both use.
 */
export function emitAbilities(model: Model): OutputFile[] {
  const screenGrants = Object.fromEntries(model.screens.filter((s) => !s.public).map((s) => [s.id, compact(s.access)]));
  const apiEntities = model.entities.filter((e) => e.api);
  const entityGrants = Object.fromEntries(apiEntities.map((e) => [e.name, { read: compact(e.api!.read), write: compact(e.api!.write) }]));
  const entityRows = Object.fromEntries(apiEntities.filter((e) => Object.keys(e.rows).length).map((e) => [e.name, e.rows]));
  const screenRequirements = Object.fromEntries(model.screens.filter((s) => s.requires).map((s) => [s.id, s.requires!]));
  const entityRequirements = Object.fromEntries(invoiceEntities(model).map((name) => [name, 'invoice']));
  const content = `${TS_BANNER}
import { AbilityBuilder, createMongoAbility, type MongoAbility, type MongoQuery, type Subject } from '@casl/ability';
import { closedEntityActions, gates, isGateOpen } from './gates.js';

export type RoleName = ${model.roles.map((r) => `'${r.name}'`).join(' | ')};
export type FeatureName =
${model.features.map((f) => `  | '${f.name}'`).join('\n')};

/** One access grant: any of the roles, with the feature settings enabled. */
export interface Grant {
  readonly roles: readonly RoleName[];
  readonly features: { readonly all: readonly FeatureName[]; readonly any: readonly FeatureName[] };
}

/** What the rules need to know of the signed-in user (or the linked user acted as). */
export interface AbilityUser {
  role: RoleName;
  companyId: number;
  userId: number;
  schoolhouseIds: number[];
  protectorId: number | null;
  teacherId: number | null;
  studentIds: number[];
  /** Feature settings enabled in any of the user's schoolhouses. */
  features: readonly string[];
  /**
   * The values each option of model/settings.yaml has in the user's schoolhouses (a schoolhouse with none stored: the
   * option's default): what the gates of model/gates.yaml read.
   */
  optionValues: Readonly<Record<string, readonly string[]>>;
  /** The company's invoice status is active (companies.invoice_status): screens with \`requires: invoice\` open. */
  isInvoiceActive: boolean;
}

/** A company condition a screen or entity API needs besides its grants (model/screens, \`requires\`). */
export type Requirement = 'invoice';

export type EntityAction = 'read' | 'create' | 'update' | 'delete';
/** access: a screen (subject Screen, by id); pass: an action-level gate (subject Gate, by name); the entity actions. */
export type AppAbility = MongoAbility<[EntityAction | 'access' | 'pass', Subject]>;

/** Every feature setting (model/features.yaml) with its Japanese label. */
export const featureSettings: ReadonlyArray<{ name: FeatureName; label: string; group: string }> = ${literal(model.features.map((f) => ({ name: f.name, label: f.label, group: f.group })))};

/** Authorities (m_authority_id) of roles.yaml. */
export const authorities = ${literal(Object.fromEntries(model.authorities.map((a) => [a.name, { id: a.id, canLogIn: a.canLogIn, recordsActivity: a.recordsActivity }])))} as const;

/** The authority of every role; an authority with one role (teacher, protector, student) implies it. */
export const roleAuthority: Record<RoleName, keyof typeof authorities> = ${literal(Object.fromEntries(model.roles.map((r) => [r.name, r.authority])))};

/** Who may open each screen (model/screens). */
export const screenGrants: Record<string, readonly Grant[]> = ${literal(screenGrants)};

/** Who may read and write each entity through the API (model/entities, api.access). */
export const entityGrants: Record<string, { read: readonly Grant[]; write: readonly Grant[] }> = ${literal(entityGrants)};

/** Row scope per role (model/entities, rows). */
export const entityRows: Record<string, Record<string, Record<string, string | number | { in: string; orEmpty?: boolean }>>> = ${literal(entityRows)};

/** Screens that open only under a company condition (model/screens, \`requires\`). */
export const screenRequirements: Record<string, Requirement> = ${literal(screenRequirements)};

/** Entity APIs that answer only under a company condition: every screen showing the entity requires it. */
export const entityRequirements: Record<string, Requirement> = ${literal(entityRequirements)};

/** True when the user's company meets the requirement (none: always). */
export function meetsRequirement(requirement: Requirement | undefined, user: Pick<AbilityUser, 'isInvoiceActive'>): boolean {
  return requirement !== 'invoice' || user.isInvoiceActive;
}

/** True when one of the grants names the user's role and its feature settings are enabled. */
export function grantAllows(grants: readonly Grant[], user: Pick<AbilityUser, 'role' | 'features'>): boolean {
  return grants.some((g) => g.roles.includes(user.role)
    && g.features.all.every((f) => user.features.includes(f))
    && (g.features.any.length === 0 || g.features.any.some((f) => user.features.includes(f))));
}

function userValue(user: AbilityUser, ref: string | number): unknown {
  if (typeof ref !== 'string' || !ref.startsWith('$user.')) return ref;
  return user[ref.slice(6) as keyof AbilityUser];
}

/** The row condition of a role as a CASL (Mongo-style) query; null when the user lacks a value it needs. */
export function rowConditions(entity: string, user: AbilityUser): MongoQuery | null | undefined {
  const rows = entityRows[entity]?.[user.role];
  if (!rows) return undefined;
  const query: Record<string, unknown> = {};
  for (const [field, cond] of Object.entries(rows)) {
    const value = typeof cond === 'object' ? userValue(user, cond.in) : userValue(user, cond);
    if (value === null || value === undefined) return null;
    // orEmpty: a row with the field empty (null) matches too, e.g. a holiday of every schoolhouse.
    query[field] = typeof cond === 'object' ? { $in: cond.orEmpty ? [...(value as unknown[]), null] : value } : value;
  }
  return query as MongoQuery;
}

/**
 * The CASL ability of a user: which screens they may open, which action-level gates (model/gates.yaml) let them
 * through, and what they may do to each entity's rows (less what a closed gate takes).
 */
export function buildAbility(user: AbilityUser): AppAbility {
  const { can, build } = new AbilityBuilder<AppAbility>(createMongoAbility);
  const screens = Object.entries(screenGrants)
    .filter(([id, grants]) => grantAllows(grants, user) && meetsRequirement(screenRequirements[id], user)).map(([id]) => id);
  can('access', 'Screen', { id: { $in: screens } });
  can('pass', 'Gate', { name: { $in: gates.filter((g) => isGateOpen(g, user)).map((g) => g.name) } });
  for (const [entity, grants] of Object.entries(entityGrants)) {
    if (!meetsRequirement(entityRequirements[entity], user)) continue;
    const conditions = rowConditions(entity, user);
    if (conditions === null) continue;
    const closed = closedEntityActions(entity, user);
    const actions: EntityAction[] = [
      ...(grantAllows(grants.read, user) ? ['read' as const] : []),
      ...(grantAllows(grants.write, user) ? ['create' as const, 'update' as const, 'delete' as const] : []),
    ].filter((action) => !closed.has(action));
    for (const action of actions) {
      if (conditions) can(action, entity, conditions);
      else can(action, entity);
    }
  }
  return build();
}
`;
  return [{ path: 'src/generated/abilities.ts', content }];
}

/**
 * Entities whose API needs invoice status: shown by at least one screen and every screen showing them (a screen
 * with the entity and views) says `requires: invoice`. An entity also shown elsewhere stays open.
 */
export function invoiceEntities(model: Model): string[] {
  return model.entities.filter((e) => {
    const showing = model.screens.filter((s) => s.entity === e.name && s.views.length > 0);
    return e.api && showing.length > 0 && showing.every((s) => s.requires === 'invoice');
  }).map((e) => e.name);
}
