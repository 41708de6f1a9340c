/**
 * Rules across the fields of one row (an entity's `rules` in model/entities, issue 17): an ordered pair (終了日 after
 * 開始日), a number at most a field of the row a reference points to (定員 ≤ the room's 座席数), at least one of a set.
 * The server checks a row before writing it, the generic form before sending it, and the generator checks the demo
 * rows, all with this one function. It imports nothing generated, so the generator can use it too.
 */

/** How the two values of an ordered pair compare: by calendar day, time of day, instant or amount. */
export type RuleComparison = 'date' | 'time' | 'datetime' | 'number';

/** `field` is later (or larger) than `other` of the same row; equal too when `orEqual`. */
export interface AfterRule {
  readonly kind: 'after';
  /** The field whose message is shown under it. */
  readonly field: string;
  readonly other: string;
  readonly orEqual: boolean;
  readonly compare: RuleComparison;
  /** Message key (messages/*.ja.yaml). */
  readonly message: string;
}

/** The number `field` is at most `bound` of the row the ref field `ref` points to (a row of `entity`, table `table`). */
export interface AtMostRule {
  readonly kind: 'atMost';
  readonly field: string;
  readonly ref: string;
  readonly entity: string;
  readonly table: string;
  readonly bound: string;
  /** The Japanese label of the referenced entity's bound field (座席数), for the message. */
  readonly boundLabel: string;
  readonly message: string;
}

/** At least one of `fields` is given (a switch on, a value not empty); the message stands under `field`. */
export interface AtLeastOneRule {
  readonly kind: 'atLeastOne';
  readonly field: string;
  readonly fields: readonly string[];
  readonly message: string;
}

/** One rule across fields, as the generator resolves it (src/generated/entities.ts `rules`). */
export type FieldRule = AfterRule | AtMostRule | AtLeastOneRule;

/** A rule a row breaks; for an atMost rule, the bound it went over. */
export interface BrokenRule { rule: FieldRule; limit?: number }

/** Whether a value counts as not given: empty, null, an empty list, or a switch that is off. */
export function isNotGiven(value: unknown): boolean {
  return value === null || value === undefined || value === '' || value === false || (Array.isArray(value) && value.length === 0);
}

const TIME = /^([0-9]{1,2}):([0-9]{2})(?::([0-9]{2}))?/;

/**
 * The value as something ordered (text for a day, seconds for a time of day, milliseconds for an instant, a number),
 * or undefined when it is empty or unreadable (the field's own check answers an unreadable value).
 */
export function orderedValue(value: unknown, compare: RuleComparison): string | number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  switch (compare) {
    case 'date': {
      const text = value instanceof Date ? value.toISOString() : String(value);
      return /^[0-9]{4}-[0-9]{2}-[0-9]{2}/.test(text) ? text.slice(0, 10) : undefined;
    }
    case 'time': {
      const m = TIME.exec(String(value));
      return m ? Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3] ?? 0) : undefined;
    }
    case 'datetime': {
      const ms = value instanceof Date ? value.getTime() : Date.parse(String(value));
      return Number.isNaN(ms) ? undefined : ms;
    }
    case 'number': {
      const n = typeof value === 'number' ? value : Number(value);
      return typeof value === 'boolean' || Number.isNaN(n) ? undefined : n;
    }
  }
}

/**
 * The rules a row breaks. A rule comparing two values is skipped while either is empty (an open-ended range; a
 * required field's own check says it is missing). `boundOf` answers an atMost rule's bound for the referenced row's id
 * (null or undefined: no bound, or the row is not one the caller may name); without it atMost rules are skipped (the
 * browser leaves them to the server).
 */
export function brokenRules(options: {
  rules: readonly FieldRule[];
  values: Readonly<Record<string, unknown>>;
  boundOf?: (rule: AtMostRule, id: unknown) => number | null | undefined;
}): BrokenRule[] {
  const { values } = options;
  const broken: BrokenRule[] = [];
  for (const rule of options.rules) {
    if (rule.kind === 'after') {
      const later = orderedValue(values[rule.field], rule.compare);
      const earlier = orderedValue(values[rule.other], rule.compare);
      if (later === undefined || earlier === undefined) continue;
      if (rule.orEqual ? later < earlier : later <= earlier) broken.push({ rule });
    } else if (rule.kind === 'atMost') {
      const amount = orderedValue(values[rule.field], 'number');
      const id = values[rule.ref];
      if (typeof amount !== 'number' || isNotGiven(id) || !options.boundOf) continue;
      const limit = options.boundOf(rule, id);
      if (limit !== null && limit !== undefined && amount > limit) broken.push({ rule, limit });
    } else if (rule.fields.every((f) => isNotGiven(values[f]))) {
      broken.push({ rule });
    }
  }
  return broken;
}

/** The fields a rule reads (of its own row). */
export function ruleFields(rule: FieldRule): string[] {
  if (rule.kind === 'after') return [rule.field, rule.other];
  if (rule.kind === 'atMost') return [rule.field, rule.ref];
  return [...new Set([rule.field, ...rule.fields])];
}
