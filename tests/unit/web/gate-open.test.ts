import { describe, expect, it } from 'vitest';
import { buildAbility } from '../../../src/generated/abilities.js';
import { isGateOpenFor } from '../../../src/web/hooks/useGate.js';
import { abilityUser } from './abilityUsers.js';

/** What the browser hides by a gate: the teacher's comment button of a recipient in a schoolhouse that closes it. */
const setting = (value: string) => [{ name: 'TEACHER_VIEW_AND_REPLY_NOTICE_COMMENT', value }];
const teacher = { role: 'TEACHER' as const, student: null, schoolhouses: [
  { id: 1, schoolhouse_name: '本町校', settings: setting('1') },
  { id: 2, schoolhouse_name: '駅前校', settings: setting('0') },
] };
const ability = (values: string[]) => buildAbility({ ...abilityUser('TEACHER'), optionValues: { TEACHER_VIEW_AND_REPLY_NOTICE_COMMENT: values } });

describe('a gate in the browser', () => {
  it.each([
    ['a recipient of a schoolhouse that turns it on', ['0', '1'], 1, true],
    ['a recipient of a schoolhouse that turns it off, though another turns it on', ['0', '1'], 2, false],
    ['a recipient of a schoolhouse that is not the teacher\'s', ['0', '1'], 3, false],
    ['any recipient when every schoolhouse of the teacher turns it off', ['0'], 1, false],
  ])('should tell a teacher about %s', (_name, values, schoolhouseId, isOpen) => {
    expect(isGateOpenFor({ ability: ability(values), user: teacher, name: 'teacher-notice-comments', schoolhouseId })).toBe(isOpen);
  });

  it('should let staff through, whom the gate does not restrict', () => {
    const staff = buildAbility({ ...abilityUser('STAFF'), optionValues: { TEACHER_VIEW_AND_REPLY_NOTICE_COMMENT: ['0'] } });
    expect(isGateOpenFor({ ability: staff, user: { role: 'STAFF', student: null, schoolhouses: [] }, name: 'teacher-notice-comments', schoolhouseId: 2 })).toBe(true);
  });
});
