import type { Kysely } from 'kysely';
import type { Database } from '../../../generated/db.js';
import { gateNamed, isGateOpen, isGateOpenAt, type GateName } from '../../../generated/gates.js';
import { settingNamed, type SettingName } from '../../../generated/settings.js';
import type { Principal } from '../../auth/principal.js';
import { AppError } from '../../foundation/errors.js';
import { schoolhouseSettingValues } from '../settings/schoolhouseSettingValues.js';

/**
 * What a schoolhouse decides for a family's lessons (issue 19): whether the guardian may report an absence there
 * (gate protector-absence) and ask for a make-up (gate protector-reschedule), and how long after an absence the
 * make-up may take place (RESCHEDULE_DEADLINE_DAYS). Read once per request for the schoolhouses of the lessons shown.
 */
export interface FamilyLessonRules {
  isAbsenceOpen: boolean;
  isRescheduleOpen: boolean;
  deadlineDays: number;
}

const DEADLINE_OPTION: SettingName = 'RESCHEDULE_DEADLINE_DAYS';
const DEFAULT_DEADLINE_DAYS = Number(settingNamed(DEADLINE_OPTION).default);

/** The rules of each schoolhouse for the principal (a gate that does not restrict the role is open). */
export async function familyRulesAt(db: Kysely<Database>, options: { principal: Principal; schoolhouseIds: number[] }): Promise<Map<number, FamilyLessonRules>> {
  const { principal } = options;
  const ids = [...new Set(options.schoolhouseIds)];
  const settings = await schoolhouseSettingValues(db, { companyId: principal.companyId, schoolhouseIds: ids });
  const out = new Map<number, FamilyLessonRules>();
  for (const id of ids) {
    const values = new Map((settings.get(id) ?? []).map((s) => [s.name, s.value]));
    const isOpen = (name: GateName) => {
      const gate = gateNamed(name);
      return isGateOpen(gate, principal) && isGateOpenAt(gate, { role: principal.role, value: values.get(gate.setting) });
    };
    const days = Number(values.get(DEADLINE_OPTION));
    out.set(id, {
      isAbsenceOpen: isOpen('protector-absence'),
      isRescheduleOpen: isOpen('protector-reschedule'),
      deadlineDays: Number.isFinite(days) && days > 0 ? days : DEFAULT_DEADLINE_DAYS,
    });
  }
  return out;
}

/** The rules of one schoolhouse. */
export async function familyRulesOf(db: Kysely<Database>, options: { principal: Principal; schoolhouseId: number }): Promise<FamilyLessonRules> {
  const rules = await familyRulesAt(db, { principal: options.principal, schoolhouseIds: [options.schoolhouseId] });
  return rules.get(options.schoolhouseId)!;
}

/**
 * The child a guardian acts for (the protector page chosen); NOT_FOUND for anyone else, and when a path names another
 * child (another family's, or a brother or sister not acted for: the caller switches pages first).
 */
export function actingChildId(principal: Principal, requested?: number): number {
  const childId = principal.protectorId === null ? undefined : principal.studentIds[0];
  if (childId === undefined || (requested !== undefined && requested !== childId)) throw new AppError('NOT_FOUND');
  return childId;
}
