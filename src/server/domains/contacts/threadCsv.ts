import type { Kysely } from 'kysely';
import type { Database } from '../../../generated/db.js';
import { codeLists } from '../../../generated/enums.js';
import { formatMessage } from '../../../shared/validationMessage.js';
import { attachmentDisposition } from '../../core/contentDisposition.js';
import { UNSAFE_IN_FILE_NAME } from '../../core/csv.js';
import { schoolTime } from '../messaging/schoolTime.js';
import { findContact, type ContactScope } from './contactAccess.js';
import { writerNameSql } from './contactViews.js';

const senderLabel = (code: string) => codeLists.contact_sender.values.find((v) => v.code === code)?.label ?? code;

/**
 * The rows of a thread's CSV as the school side keeps it on file: a Japanese header (日時, 区分, 送信者, 内容, 状態) and
 * one row per message, the contact first (its title in the content), then the comments oldest first, withdrawn ones
 * included and marked. Only the school side downloads (a family's scope answers NOT_FOUND).
 */
export async function threadCsv(db: Kysely<Database>, options: { scope: ContactScope; contactId: number }): Promise<{ rows: string[][]; disposition: string }> {
  const { scope, contactId } = options;
  const contact = await findContact(db, { scope, id: contactId });
  const companyId = scope.principal.companyId;
  const [first] = await db.selectFrom('contacts as c').where('c.company_id', '=', companyId).where('c.id', '=', contactId)
    .select(writerNameSql({ kindColumn: 'c.sender_kind', userIdColumn: 'c.sender_user_id' }).as('name')).execute();
  const comments = await db.selectFrom('contact_comments as m').innerJoin('contacts as c', (j) => j.onRef('c.company_id', '=', 'm.company_id').onRef('c.id', '=', 'm.contact_id'))
    .where('m.company_id', '=', companyId).where('m.contact_id', '=', contactId)
    .select(['m.content', 'm.author_kind', 'm.withdrawn_at', 'm.created_at', writerNameSql({ kindColumn: 'm.author_kind', userIdColumn: 'm.author_user_id' }).as('name')])
    .orderBy('m.created_at').orderBy('m.id').execute();
  const state = (withdrawn: Date | null) => (withdrawn ? formatMessage('contactApi.csv.withdrawn') : '');
  const when = (at: Date) => schoolTime(at, 'noticeReceiveApi.csv.datetimeFormat');
  const rows = [
    (['writtenAt', 'side', 'writer', 'content', 'state'] as const).map((key) => formatMessage(`contactApi.csv.${key}`)),
    [when(contact.created_at), senderLabel(contact.sender_kind), first?.name ?? '', `${formatMessage('contactApi.csv.firstMessage', { title: contact.title })}\n${contact.body}`, state(contact.withdrawn_at)],
    ...comments.map((m) => [when(m.created_at), senderLabel(m.author_kind), m.name ?? '', m.content, state(m.withdrawn_at)]),
  ];
  const date = schoolTime(new Date(), 'noticeReceiveApi.csv.fileDateFormat');
  const name = formatMessage('contactApi.csv.fileName', { title: contact.title.replace(UNSAFE_IN_FILE_NAME, '_'), date });
  return { rows, disposition: attachmentDisposition(name, formatMessage('contactApi.csv.asciiFileName', { id: contact.id, date })) };
}
