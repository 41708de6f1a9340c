import { parseId } from '../crud/operations.js';
import { teacherAddressees } from '../domains/communications/teacherAddressees.js';
import { updateNotice } from '../domains/notices/saveNotice.js';
import type { CommunicationBody } from './createCommunication.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** POST /communications/{id} (multipart): changes a communication; its teachers change only while it is unpublished. */
export const updateCommunication: Handler = async ({ ctx, principal, params, body, uploads }) => {
  const p = signedIn(principal);
  const { teacher_ids: ids, ...notice } = body as CommunicationBody;
  return updateNotice(ctx, { principal: p, noticeId: parseId(params.id), body: notice, uploads, addressees: teacherAddressees(p), ids });
};
