// Generated from model/ by `npm run generate`. Do not edit by hand.

import type { FileOwnerCheck } from '../server/domains/files/fileOwnerCheck.js';
import type { FileOwnerKind } from './fileOwners.js';
import { assertContactReadable } from '../server/domains/contacts/assertContactReadable.js';
import { assertReportReadable } from '../server/domains/reports/assertReportReadable.js';
import { assertNoticeReadable } from '../server/domains/notices/assertNoticeReadable.js';

/** The hand-written read checks of the file owners that name one (entity `files.read`); the others use their API's read rule. */
export const fileOwnerChecks: Partial<Record<FileOwnerKind, FileOwnerCheck>> = {
  contact: assertContactReadable,
  lesson_report: assertReportReadable,
  notice: assertNoticeReadable,
};
