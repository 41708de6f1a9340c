import { describe, expect, it } from 'vitest';
import { buildAbility, featureSettings, type AbilityUser, type RoleName } from '../../../src/generated/abilities.js';
import { closedEntityActions, closedGateOf, gateNamed, isGateOpen, isGateOpenAt } from '../../../src/generated/gates.js';
import { subject } from '@casl/ability';
import { blankClosedFields } from '../../../src/server/auth/gates.js';
import type { Principal } from '../../../src/server/auth/principal.js';

/** The gates of model/gates.yaml as the generated code reads them, and the server's blanking of gated fields. */
const ALL = featureSettings.map((f) => f.name);
const user = (role: RoleName, options: { features?: readonly string[]; optionValues?: Record<string, string[]> } = {}): AbilityUser => ({
  role, companyId: 1, userId: 1, schoolhouseIds: [1, 2], protectorId: null, teacherId: null, studentIds: [],
  features: options.features ?? ALL, optionValues: options.optionValues ?? {}, isInvoiceActive: true,
});
const principal = (u: AbilityUser) => u as Principal;
const comments = gateNamed('teacher-notice-comments');
const names = gateNamed('protector-teacher-name');

describe('reading a gate', () => {
  it.each([
    ['a teacher whose schoolhouses all have the option off', user('TEACHER', { optionValues: { TEACHER_VIEW_AND_REPLY_NOTICE_COMMENT: ['0'] } }), false],
    ['a teacher with the option on in one of their schoolhouses (spec section 6: any)', user('TEACHER', { optionValues: { TEACHER_VIEW_AND_REPLY_NOTICE_COMMENT: ['0', '1'] } }), true],
    ['staff, whom the gate does not restrict, with the option off', user('STAFF', { optionValues: { TEACHER_VIEW_AND_REPLY_NOTICE_COMMENT: ['0'] } }), true],
  ])('should read teacher-notice-comments for %s', (_name, u, isOpen) => {
    expect(isGateOpen(comments, u)).toBe(isOpen);
    expect(closedGateOf('notice.comment-create', u)?.name).toBe(isOpen ? undefined : 'teacher-notice-comments');
    expect(closedGateOf('notice.create', u)).toBeUndefined();
  });

  it('should read a feature setting gate by the enabled features', () => {
    expect(isGateOpen(names, user('PROTECTOR'))).toBe(true);
    expect(isGateOpen(names, user('PROTECTOR', { features: ALL.filter((f) => f !== 'ALLOW_PROTECTOR_DISPLAY_TEACHER_NAME_IN_APP') }))).toBe(false);
  });

  it('should read a gate at one schoolhouse from that schoolhouse\'s value only', () => {
    expect(isGateOpenAt(comments, { role: 'TEACHER', value: '1' })).toBe(true);
    expect(isGateOpenAt(comments, { role: 'TEACHER', value: '0' })).toBe(false);
    expect(isGateOpenAt(comments, { role: 'TEACHER', value: undefined })).toBe(false);
    expect(isGateOpenAt(comments, { role: 'STAFF', value: '0' })).toBe(true);
  });

  it('should let the CASL ability pass a gate exactly when it is open', () => {
    const closed = buildAbility(user('TEACHER', { optionValues: { TEACHER_VIEW_AND_REPLY_NOTICE_COMMENT: ['0'] } }));
    const opened = buildAbility(user('TEACHER', { optionValues: { TEACHER_VIEW_AND_REPLY_NOTICE_COMMENT: ['1'] } }));
    expect(closed.can('pass', subject('Gate', { name: 'teacher-notice-comments' }))).toBe(false);
    expect(opened.can('pass', subject('Gate', { name: 'teacher-notice-comments' }))).toBe(true);
  });

  it('should take no entity action away while no generic operation is gated', () => {
    expect(closedEntityActions('tag', user('STAFF', { features: [] })).size).toBe(0);
  });
});

describe('blanking the fields of a closed gate', () => {
  const answer = () => ({
    sender_name: '山田 講師', sender_is_teacher: true,
    recipient: { comments: [
      { author_name: '佐藤 保護者', author_is_teacher: false },
      { author_name: '山田 講師', author_is_teacher: true },
      { author_name: '事務 花子', author_is_teacher: false },
    ] },
  });
  const off = principal(user('PROTECTOR', { features: ALL.filter((f) => f !== 'ALLOW_PROTECTOR_DISPLAY_TEACHER_NAME_IN_APP') }));

  it('should blank a teacher\'s name for a guardian while the setting is off, and only the teacher\'s', () => {
    expect(blankClosedFields('notice.get', off, answer())).toEqual({
      sender_name: '', sender_is_teacher: true,
      recipient: { comments: [
        { author_name: '佐藤 保護者', author_is_teacher: false },
        { author_name: '', author_is_teacher: true },
        { author_name: '事務 花子', author_is_teacher: false },
      ] },
    });
  });

  it('should leave the names while the setting is on, and for a role the gate does not restrict', () => {
    expect(blankClosedFields('notice.get', principal(user('PROTECTOR')), answer())).toEqual(answer());
    expect(blankClosedFields('notice.get', principal(user('STAFF', { features: [] })), answer())).toEqual(answer());
  });

  it('should walk the items of a list answer', () => {
    const list = { data: [{ sender_name: '山田 講師', sender_is_teacher: true }, { sender_name: '事務 花子', sender_is_teacher: false }] };
    expect(blankClosedFields('notice.received', off, list).data.map((n) => n.sender_name)).toEqual(['', '事務 花子']);
  });
});
