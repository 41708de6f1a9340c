import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { constants } from '../../generated/constants.js';
import type { Database } from '../../generated/db.js';
import { AppError } from '../foundation/errors.js';
import { loadPrincipal, type Principal } from './principal.js';

/**
 * The linked account a request asks to act as (spec section 6: one header per kind of switch); `invalid` when both
 * headers came, or a value that is not an id (refused once the token itself has been checked).
 */
export type SwitchTarget = { kind: 'protector' | 'teacher'; id: number } | { kind: 'invalid' };

const HEADERS = [
  { kind: 'protector', header: String(constants.switchProtectorHeader).toLowerCase() },
  { kind: 'teacher', header: String(constants.switchTeacherHeader).toLowerCase() },
] as const;

function refuse(): never {
  throw new AppError('SWITCH_USER_NO_ACCESS');
}

/** Reads the switch headers of a request; an empty header counts as absent. */
export function readSwitchTarget(request: FastifyRequest): SwitchTarget | undefined {
  const given = HEADERS.map(({ kind, header }) => ({ kind, value: request.headers[header] }))
    .filter((h) => h.value !== undefined && !(typeof h.value === 'string' && h.value.trim() === ''));
  if (given.length === 0) return undefined;
  const { kind, value } = given[0]!;
  if (given.length > 1 || typeof value !== 'string' || !/^[1-9][0-9]{0,14}$/.test(value.trim())) return { kind: 'invalid' };
  return { kind, id: Number(value.trim()) };
}

/** The user of a teacher account linked with the given one (a link works both ways), if that user is active. */
async function linkedTeacherUserId(db: Kysely<Database>, options: { companyId: number; teacherId: number; otherId: number }): Promise<number | undefined> {
  const { companyId, teacherId, otherId } = options;
  const link = await db.selectFrom('teacher_links').select('id').where('company_id', '=', companyId)
    .where((eb) => eb.or([
      eb.and([eb('teacher_id', '=', teacherId), eb('linked_teacher_id', '=', otherId)]),
      eb.and([eb('teacher_id', '=', otherId), eb('linked_teacher_id', '=', teacherId)]),
    ])).executeTakeFirst();
  if (!link) return undefined;
  const other = await db.selectFrom('teachers').innerJoin('users', (j) => j.onRef('users.id', '=', 'teachers.user_id').onRef('users.company_id', '=', 'teachers.company_id'))
    .select('users.id').where('teachers.company_id', '=', companyId).where('teachers.id', '=', otherId).where('users.is_active', '=', true).executeTakeFirst();
  return other?.id;
}

/**
 * The principal a request acts as. A guardian's protector page was chosen when the owner was loaded (the owner's
 * switchId is the child named, null when not theirs); a teacher acts as a linked teacher account, keeping the
 * owner as ownerUserId. A target that is not the owner's own account or a linked one is refused with
 * SWITCH_USER_NO_ACCESS (10120), after which the browser resets to the owner.
 */
export async function applySwitch(db: Kysely<Database>, options: { owner: Principal; target?: SwitchTarget }): Promise<Principal> {
  const { owner, target } = options;
  if (!target) return owner;
  if (target.kind === 'invalid') refuse();
  if (target.kind === 'protector') {
    if (owner.role !== 'PROTECTOR' || owner.switchId !== target.id) refuse();
    return { ...owner, isSwitched: target.id !== owner.childStudentIds[0] };
  }
  if (owner.role !== 'TEACHER' || owner.teacherId === null) refuse();
  if (target.id === owner.teacherId) return owner;
  const userId = await linkedTeacherUserId(db, { companyId: owner.companyId, teacherId: owner.teacherId, otherId: target.id });
  const acting = userId === undefined ? undefined : await loadPrincipal(db, { userId, companyId: owner.companyId });
  if (!acting || acting.role !== 'TEACHER') refuse();
  return { ...acting, ownerUserId: owner.userId, tokenVersion: owner.tokenVersion, isSwitched: true };
}
