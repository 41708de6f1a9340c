import { describe, expect, it } from 'vitest';
import type { RoleName } from '../../../src/generated/abilities.js';
import { notificationKinds } from '../../../src/generated/notifications.js';
import { messagesJa } from '../../../src/generated/messages.ja.js';
import { isComingSoon, notificationKindLabel, notificationOpening, type NotificationRow } from '../../../src/web/navigation/notificationTarget.js';
import { screenById } from '../../../src/web/navigation/screenIndex.js';
import { screenTitle } from '../../../src/web/i18n/screenTitle.js';
import { abilityOfRole, featuresWithout } from './abilityUsers.js';

/** The notification kinds of model/notifications.yaml: where a click leads for each role, or why it does not. */
const row = (kind: string, extra: Partial<NotificationRow> = {}): NotificationRow => ({ kind, target_id: 42, student_id: 7, is_target_gone: false, ...extra });
const open = (kind: string, role: RoleName, extra: Partial<NotificationRow> = {}, ability = abilityOfRole(role)) => notificationOpening(row(kind, extra), { role, ability });
const blocked = (key: keyof typeof messagesJa, screen?: string) => ({
  kind: 'blocked', reason: messagesJa[key].replace('{{screen}}', screen ? screenTitle(screenById(screen)) : ''),
});

describe('a notification kind\'s page per role', () => {
  it.each([
    ['notice-published', 'PROTECTOR', '/notice/detail/42'],
    ['notice-unread-reminder', 'PROTECTOR', '/notice/detail/42'],
    ['notice-survey-reminder', 'PROTECTOR', '/notice/detail/42/survey'],
    ['notice-reply', 'PROTECTOR', '/notice/detail/42'],
    ['notice-comment', 'STAFF', '/notice/manage/detail/42'],
    ['notice-comment', 'TEACHER', '/notice/manage/detail/42'],
    ['contact-reply', 'PROTECTOR', '/contact/detail/42'],
    ['contact-received', 'STAFF', '/contact/detail/42'],
    ['manager-contact-teacher', 'TEACHER', '/contact-teacher/detail/42'],
    ['teacher-contact-teacher', 'TEACHER', '/contact-teacher/detail/42'],
    ['manager-contact-teacher-comment', 'STAFF', '/contact-teacher/manage/detail/42'],
    // A teacher is sent to the manage page (the sender's threads); a recipient is sent on from there to their own copy.
    ['manager-contact-teacher-comment', 'TEACHER', '/contact-teacher/manage/detail/42'],
    ['teacher-contact-teacher-comment', 'STAFF', '/contact-teacher/manage/detail/42'],
    ['teacher-contact-teacher-comment', 'TEACHER', '/contact-teacher/manage/detail/42'],
    ['report-published', 'PROTECTOR', '/report/detail/42'],
    ['report-commented', 'TEACHER', '/report/detail/42'],
    ['maintenance', 'PROTECTOR', '/notification'],
    ['general', 'ACCOUNTING', '/notification'],
    ['event-published', 'PROTECTOR', '/reservation/list'],
    ['event-closed-day', 'PROTECTOR', '/reservation/list'],
    ['closed-day', 'STAFF', '/reservation/closing-date-setting'],
    ['invoice-issued', 'PROTECTOR', '/invoice/42'],
  ] as const)('should open %s for %s at %s', (kind, role, path) => {
    expect(open(kind, role)).toEqual({ kind: 'open', path });
  });

  it('should send no kind to a page that is still 準備中 (every notification opens a real page)', () => {
    const comingSoon = Object.values(notificationKinds).flatMap((kind) => kind.targets.filter((target) => isComingSoon(screenById(target.screen))).map((target) => `${kind.name} → ${target.screen}`));
    expect(comingSoon).toEqual([]);
  });

  it('should say which setting keeps a teacher out when notices are off for teachers', () => {
    const ability = abilityOfRole('TEACHER', featuresWithout('ALLOW_TEACHER_VIEW_NOTICE', 'ALLOW_TEACHER_SEND_NOTICE'));
    expect(open('notice-comment', 'TEACHER', {}, ability)).toEqual(blocked('notification.unavailable.noFeature', 'notice.manage-detail'));
  });

  it('should say which setting keeps a teacher out of a communication when communications are off', () => {
    const ability = abilityOfRole('TEACHER', featuresWithout('ALLOW_USE_COMMUNICATION'));
    expect(open('manager-contact-teacher', 'TEACHER', {}, ability)).toEqual(blocked('notification.unavailable.noFeature', 'contact-teacher.detail'));
  });

  it('should say a role has no page for a kind written to another role', () => {
    expect(open('notice-comment', 'PROTECTOR')).toEqual(blocked('notification.unavailable.noTarget'));
    expect(open('no-such-kind', 'STAFF')).toEqual(blocked('notification.unavailable.noTarget'));
  });

  it('should say the record is gone, and not open the page', () => {
    expect(open('notice-published', 'PROTECTOR', { is_target_gone: true })).toEqual(blocked('notification.unavailable.gone'));
  });

  it('should say there is no page when the row lacks the id its route needs', () => {
    expect(open('notice-published', 'PROTECTOR', { target_id: null })).toEqual(blocked('notification.unavailable.noTarget'));
  });

  it('should open or explain every kind for every role it names, never leave a click without an answer', () => {
    const answers = Object.values(notificationKinds).flatMap((kind) => kind.targets.flatMap((target) => target.roles.map((role) => {
      const screen = screenById(target.screen);
      const answer = open(kind.name, role);
      return { kind: kind.name, role, isExpected: isComingSoon(screen) ? answer.kind === 'blocked' : answer.kind === 'open' };
    })));
    expect(answers.filter((a) => !a.isExpected)).toEqual([]);
    expect(answers.length).toBeGreaterThan(20);
  });

  it('should give every kind its tag text from the messages', () => {
    expect(notificationKindLabel('notice-published')).toBe('お知らせ');
    expect(Object.values(notificationKinds).every((k) => notificationKindLabel(k.name) !== k.label)).toBe(true);
  });
});
