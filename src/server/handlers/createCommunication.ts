import { teacherAddressees } from '../domains/communications/teacherAddressees.js';
import type { NoticeBody } from '../domains/notices/noticeInput.js';
import { createNotice } from '../domains/notices/saveNotice.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** The part of a communication's body the notice core reads as it reads a notice's (no students, no tags). */
export type CommunicationBody = Omit<NoticeBody, 'student_ids' | 'tag_ids'> & { teacher_ids?: number[] };

/** POST /communications (multipart): a new communication to teachers, saved as a draft, scheduled or sent at once. */
export const createCommunication: Handler = async ({ ctx, principal, body, uploads }) => {
  const p = signedIn(principal);
  const { teacher_ids: ids, ...notice } = body as CommunicationBody;
  return createNotice(ctx, { principal: p, body: notice, uploads, addressees: teacherAddressees(p), ids });
};
