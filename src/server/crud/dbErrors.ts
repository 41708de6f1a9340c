import { entities, type EntityName } from '../../generated/entities.js';
import { pgErrorInfo } from '../db/errors.js';
import { AppError } from '../foundation/errors.js';
import type { ErrorKey } from '../../generated/errors.js';

/**
 * Maps a database constraint error of an entity write to its catalogue error: a unique violation to the error
 * the model names for that constraint, a foreign-key violation to REFERENCE_NOT_FOUND (insert/update) or the
 * entity's in-use error (delete). Anything else is rethrown unchanged.
 */
export function mapConstraintError(err: unknown, options: { entity: EntityName; isDelete?: boolean }): never {
  const info = pgErrorInfo(err);
  const meta = entities[options.entity];
  if (info?.code === '23505') {
    // PostgreSQL cuts identifiers to 63 bytes, so a long generated constraint name arrives cut.
    const unique = meta.unique.find((u) => u.name.slice(0, 63) === info.constraint);
    throw new AppError((unique?.error ?? 'DUPLICATE_VALUE') as ErrorKey, {
      errors: unique ? unique.fields.map((f) => ({ field: f, message: errorMessageFor(unique.error as ErrorKey) })) : undefined,
    });
  }
  // A referenced row's delete: 23503 (NO ACTION) or, for an ON DELETE RESTRICT reference, 23001.
  if (info?.code === '23503' || info?.code === '23001') {
    if (options.isDelete) {
      const refuse = meta.refuseDeleteWhenReferencedBy[0];
      throw new AppError((refuse?.error ?? 'IN_USE') as ErrorKey);
    }
    throw new AppError('REFERENCE_NOT_FOUND');
  }
  if (info?.code === '40001' || info?.code === '40P01') throw new AppError('CONFLICT');
  throw err;
}

function errorMessageFor(key: ErrorKey): string {
  return new AppError(key).message;
}
