import type { Kysely } from 'kysely';
import type { Database } from '../../../generated/db.js';
import type { Principal } from '../../auth/principal.js';

/**
 * Who may download a file: a file owner's read check (model entity `files.read`, registered in
 * src/generated/fileOwnerChecks.ts). It returns when the caller may read the owning record and throws what reading
 * that record would answer otherwise (NOT_FOUND for a record not theirs to see, FORBIDDEN when their grants refuse).
 */
export type FileOwnerCheck = (db: Kysely<Database>, options: { principal: Principal; ownerId: number }) => Promise<void>;
