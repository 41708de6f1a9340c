// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { components } from '../../../src/generated/api.js';
import { communicationArea, communicationBody } from '../../../src/web/screens/contact-teacher/communicationArea.js';
import { readRecipientChoiceAt } from '../../../src/web/screens/messaging/recipient-choice/recipientChoiceStorage.js';
import { areaNoticeOfCommunication } from '../../../src/web/screens/notice/area/areaNotice.js';
import { noticesArea } from '../../../src/web/screens/notice/area/noticesArea.js';
import { composePaths } from '../../../src/web/screens/notice/compose/composeRoute.js';
import { startNoticeEdit } from '../../../src/web/screens/notice/manage-detail/startNoticeEdit.js';

/** The communication area of the notice screens: its routes, its local-storage key, its save body and its detail. */
beforeEach(() => window.localStorage.clear());

describe('the communication area', () => {
  it('should keep an edit\'s teachers and published flag under communication-choose-recipients:<key>, not a notice\'s key', () => {
    const path = startNoticeEdit({ area: communicationArea, noticeId: 12, recipientIds: [3, 5], isPublished: false });
    const key = /\/contact-teacher\/edit\/12\/(\w+)$/.exec(path)?.[1] ?? '';
    expect(key).not.toBe('');
    const choice = readRecipientChoiceAt(`communication-choose-recipients:${key}`);
    expect(choice && communicationArea.chosenIds(choice)).toEqual([3, 5]);
    expect(choice?.notice_is_published).toBe(false);
    expect(window.localStorage.getItem(`choose-recipients:${key}`)).toBeNull();
  });

  it('should lead each wizard step to its /contact-teacher route, and a notice\'s to /notice', () => {
    expect(composePaths(communicationArea).content({ key: 'k1' })).toBe('/contact-teacher/create/content/k1');
    expect(composePaths(communicationArea).chooseRecipients({ key: 'k1', noticeId: 7 })).toBe('/contact-teacher/7/choose-recipients/k1');
    expect(composePaths(communicationArea).detail(7)).toBe('/contact-teacher/manage/detail/7');
    expect(composePaths(noticesArea).detail(7)).toBe('/notice/manage/detail/7');
  });

  it('should send the chosen recipients as teacher_ids and no tags', () => {
    const input = { title: '連絡', body: '<p>本文</p>', allow_comment: false, send_notification: true, send_mail: false, send_line: false, publish: true, tag_ids: [4], recipient_ids: [3, 5] };
    expect(communicationBody(input)).toEqual({ title: '連絡', body: '<p>本文</p>', allow_comment: false, send_notification: true, send_mail: false, send_line: false, publish: true, teacher_ids: [3, 5] });
    const { recipient_ids: _ids, ...published } = input;
    expect(communicationBody(published)).not.toHaveProperty('teacher_ids');
  });

  it('should show a communication\'s chosen teachers as the manage side\'s target_ids, with each teacher\'s state', () => {
    const teacher = { id: 40, teacher_id: 3, teacher_name: '中島 千尋', schoolhouse_id: 2, is_read: true, read_at: '2026-11-27T02:00:00.000Z', answered_at: null, comment_count: 1, last_comment_by: 'teacher', can_comment: true };
    const communication: components['schemas']['CommunicationGetResponse'] = {
      id: 9, title: '講師会議', body: '<p>本文</p>', status: 'sent', is_published: true, allow_comment: true, send_notification: true, send_mail: false, send_line: false,
      send_at: null, published_at: '2026-11-27T01:00:00.000Z', updated_at: '2026-11-27T01:00:00.000Z', sender_name: '事務 花子', sender_is_teacher: false,
      tags: [], attachments: [], survey: null, like_count: 0, recipient: null,
      manage: { recipient_count: 1, read_count: 1, answered_count: 0, comment_count: 1, can_edit: true, target_teacher_ids: [3], recipients: [teacher] },
    };
    expect(areaNoticeOfCommunication(communication).manage).toEqual({
      recipient_count: 1, read_count: 1, answered_count: 0, comment_count: 1, can_edit: true, target_ids: [3], teachers: [teacher],
    });
  });
});
