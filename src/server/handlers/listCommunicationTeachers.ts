import { teacherCandidates } from '../domains/communications/teacherCandidates.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** GET /communications/teachers: the teachers the caller may address, by name. */
export const listCommunicationTeachers: Handler = async ({ ctx, principal, query }) =>
  teacherCandidates(ctx.db, { principal: signedIn(principal), search: query.search_name as string | undefined });
