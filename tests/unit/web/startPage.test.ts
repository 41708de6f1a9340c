import { describe, expect, it } from 'vitest';
import { leaveContactTeacherPath, startPath, switchedStartPath } from '../../../src/web/navigation/startPage.js';
import { abilityOfRole as ability, featuresWithout as without } from './abilityUsers.js';

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
    ['a teacher leaves a teacher-contact page for home', () => leaveContactTeacherPath({ role: 'TEACHER', ability: ability('TEACHER') }), '/home'],
    ['staff leave a teacher-contact page for its list', () => leaveContactTeacherPath({ role: 'STAFF', ability: ability('STAFF') }), '/contact-teacher/list'],
  ];
  it.each(cases)('should decide that %s', (_name, path, want) => {
    expect(path()).toBe(want);
  });
});
