/**
 * How a demo row (model/demo) names a row of another entity, shared by the generator, which checks the demo files, and
 * the seed, which looks the rows up: by a field the entity keeps unique on its own, written as a product owner would
 * (学年 中1 by its name or 7 by its code, 校舎 駅前校, 生徒 S00001), or by a unique reference named in turn (a guardian by
 * the user name of its log-in account).
 */

/** One way to name a row: a unique field taking a text or a whole number, or a unique reference named `through` its target. */
export interface DemoKey { readonly field: string; readonly type: 'string' | 'integer'; readonly through?: DemoTarget }

/** An entity demo rows point to, with the keys its rows are named by, tried in order (its unique rules' order). */
export interface DemoTarget { readonly entity: string; readonly table: string; readonly scope: 'company' | 'global'; readonly keys: readonly DemoKey[] }

/** A reference field of a demo row: its value (a list of them for refs) names a row of the target. */
export interface DemoRef extends DemoTarget { readonly isMany: boolean }

/** Whether a demo value can name a row by `key`: a non-empty text, or a whole number, as the key takes. */
export function fitsKey(key: DemoKey, value: unknown): boolean {
  if (key.through) return key.through.keys.some((k) => fitsKey(k, value));
  return key.type === 'integer' ? Number.isInteger(value) : typeof value === 'string' && value !== '';
}

/** The keys of a target as messages name them: "code or schoolyear_name"; a reference's as "user_id (username)". */
export function describeKeys(target: DemoTarget): string {
  return target.keys.map((k) => (k.through ? `${k.field} (${describeKeys(k.through)})` : k.field)).join(' or ');
}
