import type { FastifyRequest } from 'fastify';
import { entityGrants, entityRequirements, grantAllows, meetsRequirement } from '../../../generated/abilities.js';
import { entities, type ApiEntityName, type EntityName } from '../../../generated/entities.js';
import { fileOwnerChecks } from '../../../generated/fileOwnerChecks.js';
import { fileOwners, type FileOwnerKind } from '../../../generated/fileOwners.js';
import type { Principal } from '../../auth/principal.js';
import { getRecord } from '../../crud/operations.js';
import { AppError } from '../../foundation/errors.js';
import type { AppContext } from '../../core/context.js';
import type { FileRecord } from '../../storage/storedFiles.js';

/** A stored file's record with its owner, as GET /files/{id} finds it. */
export interface OwnedFile extends FileRecord { owner_kind: string; owner_id: number }

/** A file of the caller's company by id; NOT_FOUND for an unknown id or another company's file. */
export async function findCompanyFile(ctx: Pick<AppContext, 'db'>, options: { principal: Principal; fileId: number }): Promise<OwnedFile> {
  const file = await ctx.db.selectFrom('files').select(['id', 'owner_kind', 'owner_id', 'file_name', 'content_type', 'byte_size', 'storage_key'])
    .where('company_id', '=', options.principal.companyId).where('id', '=', options.fileId).executeTakeFirst();
  if (!file) throw new AppError('NOT_FOUND');
  return file;
}

const isOwnerKind = (kind: string): kind is FileOwnerKind => Object.hasOwn(fileOwners, kind);

/**
 * Returns when the caller may read the record owning the file, the owner's own rule deciding: its hand-written check
 * (model `files.read`), or else its entity's API read rule as GET <path>/{id} applies it (grants, the company's
 * invoice condition, row scope). Refuses as that record would: NOT_FOUND, FORBIDDEN, INVOICE_NOT_ACTIVE.
 */
export async function assertFileReadable(ctx: AppContext, options: { request: FastifyRequest; principal: Principal; file: OwnedFile }): Promise<void> {
  const { principal, file } = options;
  // A kind no entity of this model owns files by (a row left by an owner since removed): nobody's to read.
  if (!isOwnerKind(file.owner_kind)) throw new AppError('NOT_FOUND');
  const check = fileOwnerChecks[file.owner_kind];
  if (check) return check(ctx.db, { principal, ownerId: file.owner_id });
  const entity = fileOwners[file.owner_kind].entity as EntityName;
  if (!entities[entity].api) throw new AppError('NOT_FOUND');
  const apiEntity = entity as ApiEntityName;
  if (!meetsRequirement(entityRequirements[apiEntity], principal) && grantAllows(entityGrants[apiEntity]?.read ?? [], principal)) {
    throw new AppError('INVOICE_NOT_ACTIVE');
  }
  await getRecord(ctx, { entity, caller: { principal, ability: options.request.ability! }, id: file.owner_id });
}
