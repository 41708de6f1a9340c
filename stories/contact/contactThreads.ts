import type { components } from '../../src/generated/api.js';

type ContactView = components['schemas']['ContactGetResponse'];

const base: ContactView = {
  id: 1, title: '来週の振替授業について', body: '来週火曜日は学校行事のため欠席します。\n振替をお願いできますか。', status: 'replied', staff_status: 'new',
  student_type: null, sender_kind: 'guardian', sender_name: '木村 直樹', is_own: false, student_id: 7, student_name: '木村 大翔',
  protector_name: '木村 直樹', schoolhouse_id: 2, schoolhouse_name: '駅前校', created_at: '2026-11-27T04:40:00+09:00',
  updated_at: '2026-11-27T04:40:00+09:00', is_withdrawn: false, is_read_by_other: true, can_edit: false, can_withdraw: false,
  can_comment: true, can_set_status: true, reply_expected_at: null,
  family_delivery: {
    notified_at: '2026-11-27T09:12:00+09:00',
    channels: [
      { channel: 'web', status: 'read', at: '2026-11-27T09:40:00+09:00' },
      { channel: 'mail', status: 'sent', at: '2026-11-27T09:12:05+09:00' },
    ],
  },
  attachments: [{ id: 31, file_name: '行事予定.pdf', content_type: 'application/pdf', size: 182_400 }],
  comments: [
    { id: 11, content: '木村様\n\n大翔さんの欠席のご連絡、承知いたしました。振替授業の日程は改めてご案内いたします。', author_kind: 'school', author_name: '事務 花子', is_own: true, is_withdrawn: false, created_at: '2026-11-27T09:12:00+09:00' },
    { id: 12, content: '木曜日でもよろしいでしょうか。', author_kind: 'guardian', author_name: '木村 直樹', is_own: false, is_withdrawn: true, created_at: '2026-11-27T10:03:00+09:00' },
    { id: 13, content: 'ありがとうございます。よろしくお願いします。', author_kind: 'guardian', author_name: '木村 直樹', is_own: false, is_withdrawn: false, created_at: '2026-11-27T10:05:00+09:00' },
  ],
};

/** A guardian's inquiry as staff read it: answered from a template, one of the family's comments withdrawn (shown greyed). */
export const staffThread: ContactView = base;

/** The same thread as the family reads it: the school's side left, theirs right, their withdrawn comment blanked. */
export const familyThread: ContactView = {
  ...base, is_own: true, can_set_status: false, can_withdraw: true, is_read_by_other: true, family_delivery: null,
  comments: base.comments.map((c) => ({ ...c, is_own: !c.is_own, ...(c.is_withdrawn ? { content: '' } : {}) })),
};
