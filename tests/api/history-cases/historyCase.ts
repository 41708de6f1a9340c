import type { ErrorKey } from '../../../src/generated/errors.js';
import type { HistoryTargetCode } from '../../../src/generated/enums.js';
import type { FilePart } from '../../fixtures/multipart.js';
import type { TestApp } from '../harness.js';
import type { noticeFixtures } from '../noticeFixtures.js';

/**
 * The table of tests/api/operation-history-operations.test.ts, one entry per write operation, split by area: what an
 * entry is, and what an area's entries see of the test's app (read when the entry runs, after the test's beforeAll).
 */
export type Action = 'insert' | 'update' | 'delete';
/** A history row the call must leave (at least one such row; `count`: exactly that many of this target and action). */
export interface Expected { target: HistoryTargetCode; action: Action; before?: Record<string, unknown>; after?: Record<string, unknown>; count?: number }

/** One call of an operation: its path parameters and body; `user` undefined for a public call. */
export interface Call {
  user?: string;
  params?: Record<string, string | number>;
  json?: unknown;
  /** A multipart body: the `data` part and files. */
  multipart?: { data: unknown; files?: FilePart[] };
  headers?: Record<string, string>;
  /** The child a guardian acts for: the rows name it (student_id). */
  studentId?: number;
  /** The linked account a teacher acts as through the switch header: the rows name it (acting_user_id). */
  actingAs?: string;
}

/** A call refused with this catalogue error: its twin, which must record nothing (what it wrote is rolled back). */
export interface Refused extends Call { error: ErrorKey }

/** A prepared call and the rows it must record, and its refused twin; `rows` empty needs `why` (the call writes no entity row). */
export interface Case { call: Call; rows: Expected[]; why?: string; refused: Refused }

/** The test's app, fixtures and company, read when an entry is prepared. */
export interface HistoryEnv {
  t: () => TestApp;
  f: () => ReturnType<typeof noticeFixtures>;
  companyId: () => number;
}
