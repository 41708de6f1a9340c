import { sql } from 'kysely';
import { entities } from '../../../generated/entities.js';
import { ContactSender } from '../../../generated/enums.js';
import type { Principal } from '../../auth/principal.js';
import type { AppContext } from '../../core/context.js';
import { AppError } from '../../foundation/errors.js';
import { fillGuardianPlaceholders, guardianPlaceholderValues } from '../messaging/placeholders.js';
import { requiredTexts } from '../messaging/typedText.js';
import { callerThreadSide, contactScopeOf, findContact } from './contactAccess.js';
import { ringOrDefer } from './contactBells.js';
import { contactDetail, type ContactDetail } from './contactDetail.js';

const content = entities.contact_comment.fields.content;

/**
 * POST /contacts/{id}/comments: either side writes in a thread it reads (a withdrawn one takes no more: CONTACT_WITHDRAWN).
 * The writer's side has then read the thread, the other side has something new, and its bell rings.
 */
export async function postContactComment(ctx: AppContext, options: { principal: Principal; contactId: number; content: string }): Promise<ContactDetail> {
  const { principal, contactId } = options;
  const [text] = requiredTexts([{ field: 'content', label: content.label, text: options.content }]);
  const scope = await contactScopeOf(ctx.db, principal);
  const side = callerThreadSide(scope);
  await ctx.db.transaction().execute(async (trx) => {
    const contact = await findContact(trx, { scope, id: contactId, forUpdate: true });
    if (contact.withdrawn_at !== null) throw new AppError('CONTACT_WITHDRAWN');
    // A school reply from a template reaches the family with its names filled in (as stored).
    const values = side === 'school' ? (await guardianPlaceholderValues(trx, { companyId: principal.companyId, studentIds: [contact.student_id] })).get(contact.student_id) : undefined;
    await trx.insertInto('contact_comments').values({
      company_id: principal.companyId, contact_id: contactId, author_user_id: principal.userId,
      author_kind: side === 'school' ? ContactSender.school : ContactSender.guardian, content: values ? fillGuardianPlaceholders(text!, { values }) : text!,
    }).execute();
    const now = sql<Date>`now()`;
    await trx.updateTable('contacts').set(side === 'school'
      ? { last_school_message_at: now, school_read_at: now, comment_count: sql<number>`comment_count + 1`, updated_at: now }
      : { last_family_message_at: now, family_read_at: now, comment_count: sql<number>`comment_count + 1`, updated_at: now })
      .where('company_id', '=', principal.companyId).where('id', '=', contactId).execute();
    await ringOrDefer(trx, ctx.jobs, { contact, writer: side });
  });
  return contactDetail(ctx.db, { scope, contactId });
}

/** DELETE /contacts/{id}/comments/{commentId}: the writer withdraws their comment; the school side still reads it. */
export async function withdrawContactComment(ctx: AppContext, options: { principal: Principal; contactId: number; commentId: number }): Promise<ContactDetail> {
  const { principal, contactId, commentId } = options;
  const scope = await contactScopeOf(ctx.db, principal);
  await ctx.db.transaction().execute(async (trx) => {
    await findContact(trx, { scope, id: contactId });
    const comment = await trx.selectFrom('contact_comments').selectAll().forUpdate()
      .where('company_id', '=', principal.companyId).where('contact_id', '=', contactId).where('id', '=', commentId).executeTakeFirst();
    if (!comment) throw new AppError('NOT_FOUND');
    const ownSide = (comment.author_kind === ContactSender.school) === (callerThreadSide(scope) === 'school');
    if (comment.author_user_id !== principal.userId || !ownSide) throw new AppError('FORBIDDEN');
    if (comment.withdrawn_at !== null) throw new AppError('CONTACT_COMMENT_WITHDRAWN');
    await trx.updateTable('contact_comments').set({ withdrawn_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
      .where('company_id', '=', principal.companyId).where('id', '=', commentId).execute();
  });
  return contactDetail(ctx.db, { scope, contactId });
}
