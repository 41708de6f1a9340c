import { schoolhousePermission } from '../domains/notices/noticeTargets.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** POST /notices/notice-all-schoolhouse-permission: may the caller send notices to every one of these schoolhouses? */
export const noticeSchoolhousePermission: Handler = async ({ ctx, principal, body }) =>
  schoolhousePermission(ctx.db, { principal: signedIn(principal), schoolhouseIds: (body as { schoolhouse_ids: number[] }).schoolhouse_ids });
