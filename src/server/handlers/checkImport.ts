import { constants } from '../../generated/constants.js';
import { ImportStatus } from '../../generated/enums.js';
import { readImportFile } from '../domains/imports/importFile.js';
import { loadImportRules } from '../domains/imports/importRules.js';
import { assertCanImport, checkRows, importFormat, loadRefNames, storedKeys } from '../domains/imports/importRows.js';
import { AppError } from '../foundation/errors.js';
import { genericDb } from '../core/context.js';
import { newStorageKey } from '../storage/fileStorage.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/**
 * POST /imports/{target} (multipart `file`): checks a CSV or an .xlsx workbook (its first sheet) for the entity `target`
 * (its model `import:`) before anything is written — the encoding (UTF-8 with or without BOM, or Shift_JIS; an .xlsx
 * is checked against zip bombs before it is unpacked), the header (every required column by its
 * Japanese label), every row through the entity's generated schema — and keeps it for the import as a checked
 * import_jobs row. Answers the first rows and every invalid one (row, column, reason; the first importErrorListMax).
 */
export const checkImport: Handler = async ({ ctx, principal, params, files, request }) => {
  const p = signedIn(principal);
  const format = importFormat(params.target ?? '');
  assertCanImport(request.ability, format);
  const file = files[0];
  if (!file) throw new AppError('IMPORT_EMPTY');
  const { rows, encoding, formulaCells } = await readImportFile(file.bytes, file.fileName);
  const refNames = await loadRefNames(ctx, { format, companyId: p.companyId });
  const stored = format.canAdd ? undefined : await storedKeys(ctx, { format, companyId: p.companyId });
  // The rows as checked: a file read by position (KEN_ALL.CSV) is shown with the fields' labels as its header.
  const rules = await loadImportRules(ctx, { format, companyId: p.companyId });
  const { header, checked, rows: headed } = checkRows({ format, rows, refNames, stored, formulaCells, rules });
  const errors = checked.flatMap((r) => (r.errors ?? []).map((e) => ({ row: r.line, column: e.column, message: e.message })));
  const limit = Number(constants.importErrorListMax);
  const storageKey = newStorageKey({ companyId: p.companyId, kind: 'imports' });
  await ctx.storage.put({ key: storageKey, bytes: file.bytes });
  const job = await genericDb(ctx.db).insertInto('import_jobs').values({
    company_id: p.companyId, target: format.entity, file_name: file.fileName, storage_key: storageKey, encoding,
    status: errors.length ? ImportStatus.invalid : ImportStatus.checked, total_rows: checked.length, user_id: p.ownerUserId, user_name: p.displayName,
  }).returning('id').executeTakeFirstOrThrow();
  return {
    import_job_id: Number(job.id), file_name: file.fileName, encoding, total_rows: checked.length,
    valid_rows: checked.filter((r) => !r.errors).length, columns: header,
    sample: headed.slice(1, 1 + Number(constants.importPreviewRows)),
    errors: errors.slice(0, limit), errors_truncated: errors.length > limit,
  };
};
