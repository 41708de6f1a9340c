import { sql } from 'kysely';
import { entities } from '../../../generated/entities.js';
import { PrintStatus } from '../../../generated/enums.js';
import { formatMessage } from '../../../shared/validationMessage.js';
import type { Principal } from '../../auth/principal.js';
import { mapConstraintError } from '../../crud/dbErrors.js';
import { toPublicRecord } from '../../crud/records.js';
import { AppError } from '../../foundation/errors.js';
import type { AppContext } from '../../core/context.js';

/** What a print request is made of: the document's title and schoolhouse, and where its text or page is. */
export interface PrintRequestInput {
  title: string;
  schoolhouse_id: number;
  body?: string | null;
  document_path?: string | null;
  /** Printed at once (no queue): recorded as printed, so it is never counted as waiting. */
  is_printed?: boolean;
}

/** A typed text as stored: trimmed, and an empty optional text as null (the generic API stores "not given" so too). */
function optionalText(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
}

/**
 * Adds a print request of the caller's company, made by the caller (their id and their name at the time): waiting
 * (counted in the staff header) or, for a print made at once, printed now. A schoolhouse of another company does not
 * exist for the caller (REFERENCE_NOT_FOUND, through the composite foreign key).
 */
export async function createPrintRequest(ctx: AppContext, options: { principal: Principal; input: PrintRequestInput }) {
  const { principal, input } = options;
  const title = input.title.trim();
  // Blanks only: no title (the body's schema counts characters, the stored title is trimmed).
  if (title === '') {
    throw new AppError('VALIDATION_FAILED', { errors: [{ field: 'title', message: formatMessage('validation.required', { label: entities.print_request.fields.title.label }) }] });
  }
  try {
    const row = await ctx.db.insertInto('print_requests').values({
      company_id: principal.companyId,
      schoolhouse_id: input.schoolhouse_id,
      title,
      body: optionalText(input.body),
      document_path: optionalText(input.document_path),
      requested_by_user_id: principal.userId,
      requested_by_name: principal.displayName,
      status: input.is_printed ? PrintStatus.printed : PrintStatus.pending,
      printed_at: input.is_printed ? sql<Date>`now()` : null,
    }).returningAll().executeTakeFirstOrThrow();
    return toPublicRecord('print_request', row);
  } catch (err) {
    return mapConstraintError(err, { entity: 'print_request' });
  }
}

/**
 * Sets a print request's status: printed (now, unless it already was), cancelled, or waiting again (its printed time
 * cleared). Another company's request is NOT_FOUND.
 */
export async function setPrintRequestStatus(ctx: AppContext, options: { principal: Principal; id: number; status: number }) {
  const { principal, id, status } = options;
  const printedAt = status === PrintStatus.printed ? sql<Date>`coalesce(printed_at, now())` : null;
  const row = await ctx.db.updateTable('print_requests').set({ status, printed_at: printedAt, updated_at: sql`now()` })
    .where('company_id', '=', principal.companyId).where('id', '=', id).returningAll().executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return toPublicRecord('print_request', row);
}
