import { authorities } from '../../generated/abilities.js';
import { AppError } from '../errors.js';
import type { Handler } from './types.js';

/** GET /auth-search/users/current: the signed-in user and what the access rules need. */
export const currentUser: Handler = async ({ principal }) => {
  if (!principal) throw new AppError('UNAUTHENTICATED');
  const { role, companyId, userId, schoolhouseIds, protectorId, teacherId, studentIds, features } = principal;
  return {
    id: userId,
    m_authority_id: principal.authorityId,
    role,
    staff_name: principal.authorityId === authorities.AUTH_STAFF_GENERAL.id ? principal.displayName : null,
    display_name: principal.displayName,
    user: { username: principal.username, avatar: null, m_authority_id: principal.authorityId },
    ability: { role, companyId, userId, schoolhouseIds, protectorId, teacherId, studentIds, features: [...features] },
  };
};
