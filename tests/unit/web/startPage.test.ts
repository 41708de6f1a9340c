import { describe, expect, it } from 'vitest';
import { buildAbility, featureSettings, type AbilityUser, type RoleName } from '../../../src/generated/abilities.js';
import { startPath, switchedStartPath } from '../../../src/web/routing/startPage.js';

const ALL = featureSettings.map((f) => f.name);
const ability = (role: RoleName, features: readonly string[] = ALL) => {
  const user: AbilityUser = { role, companyId: 1, userId: 1, schoolhouseIds: [1], protectorId: 1, teacherId: 1, studentIds: [1], features };
  return buildAbility(user);
};
const without = (...names: string[]) => ALL.filter((f) => !names.includes(f));

describe('start pages (model/navigation.yaml)', () => {
  const cases: Array<[string, () => string, string]> = [
    ['staff with notices on land on notice manage', () => startPath({ role: 'STAFF', ability: ability('STAFF') }), '/notice/manage'],
    ['staff with notices off land on the contact list', () => startPath({ role: 'STAFF', ability: ability('STAFF', without('ALLOW_USE_NOTICE')) }), '/contact/list'],
    ['staff with notices and contacts off land on permission settings', () => startPath({ role: 'SYSTEM', ability: ability('SYSTEM', without('ALLOW_USE_NOTICE', 'ALLOW_PROTECTOR_USE_CONTACT')) }), '/setting'],
    ['a teacher chooses a linked user first', () => startPath({ role: 'TEACHER', ability: ability('TEACHER') }), '/choose-user'],
    ['a guardian chooses a child first', () => startPath({ role: 'PROTECTOR', ability: ability('PROTECTOR') }), '/choose-user'],
    ['a guardian after switching lands on the notice list', () => switchedStartPath({ role: 'PROTECTOR', ability: ability('PROTECTOR') }), '/notice/list'],
    ['a guardian without notices after switching lands on the contact list', () => switchedStartPath({ role: 'PROTECTOR', ability: ability('PROTECTOR', without('ALLOW_USE_NOTICE')) }), '/contact/list'],
    ['a teacher after switching lands on the lesson schedule', () => switchedStartPath({ role: 'TEACHER', ability: ability('TEACHER') }), '/seat-management/list'],
    ['a teacher without frame divide after switching lands on notice manage', () => switchedStartPath({ role: 'TEACHER', ability: ability('TEACHER', without('ALLOW_USE_FRAME_DIVIDE')) }), '/notice/manage'],
  ];
  it.each(cases)('should decide that %s', (_name, path, want) => {
    expect(path()).toBe(want);
  });
});
