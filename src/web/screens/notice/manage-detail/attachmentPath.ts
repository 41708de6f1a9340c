import { constants } from '../../../../generated/constants.js';

/** The API path of one attachment of a notice (GET /notices/{id}/attachments/{attachmentId}). */
export function attachmentPath(noticeId: number, attachmentId: number): string {
  return `${constants.apiBasePath}/notices/${noticeId}/attachments/${attachmentId}`;
}
