import { formatMessage } from '../../../shared/validationMessage.js';
import { attachmentDisposition } from '../../core/contentDisposition.js';
import { UNSAFE_IN_FILE_NAME } from '../../core/csv.js';

/**
 * Content-Disposition of the download: アンケート結果_<title>_<YYYYMMDD>.csv as filename* (UTF-8), and a plain ASCII
 * name for clients that do not read it.
 */
export function csvContentDisposition(options: { noticeId: number; title: string; date: string }): string {
  const title = options.title.replace(UNSAFE_IN_FILE_NAME, '_');
  const name = formatMessage('noticeReceiveApi.csv.fileName', { title, date: options.date });
  const ascii = formatMessage('noticeReceiveApi.csv.asciiFileName', { id: options.noticeId, date: options.date });
  return attachmentDisposition(name, ascii);
}
