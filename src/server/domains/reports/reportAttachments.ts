import type { Kysely } from 'kysely';
import type { Database } from '../../../generated/db.js';
import type { Principal } from '../../auth/principal.js';
import type { AppContext } from '../../core/context.js';
import { ownedFiles, type StagedFile } from '../../storage/storedFiles.js';
import { withDroppedFiles, writeAttachments } from '../messaging/attachments.js';
import { reportsInScope } from './reportScope.js';

type Db = Kysely<Database>;

/** A report's attachments as its pages list them. */
export async function reportAttachments(db: Db, options: { companyId: number; reportId: number }) {
  const files = await ownedFiles(db, { companyId: options.companyId, ownerKind: 'lesson_report', ownerId: options.reportId });
  return files.map((f) => ({ id: f.id, file_name: f.file_name, content_type: f.content_type, size: f.byte_size }));
}

/**
 * POST /lesson-reports/{id}/attachments: the report keeps the attachments of keep_attachment_ids (all when left out)
 * and gains the uploaded ones (at most the model's limit in all: ATTACHMENT_TOO_MANY); the dropped ones leave storage
 * after commit.
 */
export async function saveReportAttachments(ctx: AppContext, options: { principal: Principal; id: number; keepIds: number[] | undefined; uploads: StagedFile[] }) {
  const { principal } = options;
  await withDroppedFiles(ctx, principal.companyId, async () => ctx.db.transaction().execute(async (trx) => {
    await reportsInScope(trx, { principal, ids: [options.id], forUpdate: true });
    const droppedKeys = await writeAttachments(trx, {
      companyId: principal.companyId, ownerKind: 'lesson_report', ownerId: options.id, uploadedBy: principal.userId, keepIds: options.keepIds, added: options.uploads,
    });
    return { result: undefined, droppedKeys };
  }));
  return { attachments: await reportAttachments(ctx.db, { companyId: principal.companyId, reportId: options.id }) };
}
