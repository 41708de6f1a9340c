/**
 * The arithmetic of grades (model/operations/records.yaml): a test's total and average, the deviation (偏差値) and
 * ranking (順位) among the peers who took it, and the difference from the previous test. Pure functions, no database.
 */

/** The five subjects of a grade record, in the order a result sheet lists them (国・数・英・理・社). */
export const SUBJECTS = ['japanese', 'math', 'english', 'science', 'social'] as const;
export type Subject = (typeof SUBJECTS)[number];
export type Scores = Record<Subject, number | null>;

/** Rounds to one decimal place (half away from zero), as deviations and averages are shown. */
export function round1(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value) * 10 + 1e-9) / 10;
}

/** The subjects entered (a blank is not a zero). */
const entered = (scores: Scores) => SUBJECTS.map((s) => scores[s]).filter((v): v is number => v !== null);

/** The total: the one given, else the sum of the entered subjects (null when nothing is entered). */
export function totalOf(scores: Scores, given: number | null | undefined): number | null {
  if (given !== null && given !== undefined) return given;
  const values = entered(scores);
  return values.length === 0 ? null : values.reduce((a, b) => a + b, 0);
}

/** The average per subject: the total over the entered subjects (over five when only a total is known), one decimal. */
export function averageOf(scores: Scores, total: number | null): number | null {
  if (total === null) return null;
  const count = entered(scores).length || SUBJECTS.length;
  return round1(total / count);
}

/** Deviation and ranking of one total among the totals of its peers (itself included). */
export interface Standing { deviation: number; ranking: number; peers: number }

/**
 * 偏差値 = 50 + 10 × (x − mean) / sd, with the population standard deviation of the peers' totals, one decimal; all
 * peers equal (sd 0) → 50. 順位 = 1 + the number of peers with a higher total: equal totals share a rank (1, 2, 2, 4).
 */
export function standingOf(total: number, peerTotals: readonly number[]): Standing {
  const totals = peerTotals.length === 0 ? [total] : peerTotals;
  const n = totals.length;
  const mean = totals.reduce((a, b) => a + b, 0) / n;
  const sd = Math.sqrt(totals.reduce((a, b) => a + (b - mean) ** 2, 0) / n);
  const deviation = sd === 0 ? 50 : round1(50 + (10 * (total - mean)) / sd);
  const ranking = 1 + totals.filter((t) => t > total).length;
  return { deviation, ranking, peers: n };
}

/** This test minus the previous one, per subject and total; null where either is blank. */
export type Difference = Record<Subject | 'total', number | null>;

export function differenceOf(current: Scores & { total: number | null }, previous: Scores & { total: number | null }): Difference {
  const minus = (a: number | null, b: number | null) => (a === null || b === null ? null : a - b);
  return {
    japanese: minus(current.japanese, previous.japanese), math: minus(current.math, previous.math),
    english: minus(current.english, previous.english), science: minus(current.science, previous.science),
    social: minus(current.social, previous.social), total: minus(current.total, previous.total),
  };
}
