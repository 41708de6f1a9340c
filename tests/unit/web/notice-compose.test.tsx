// @vitest-environment jsdom
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { attachmentProblem } from '../../../src/web/screens/common/fileCheck.js';
import { clearComposeDraft, composeDraftKey, readComposeDraft, writeComposeDraft } from '../../../src/web/screens/notice/compose/composeDraftStorage.js';
import { composeErrors } from '../../../src/web/screens/notice/compose/composeFieldErrors.js';
import { composeRequest, composeValuesOf } from '../../../src/web/screens/notice/compose/composeRequest.js';
import { noticeIdOf } from '../../../src/web/screens/notice/compose/composeRoute.js';
import { publishKind } from '../../../src/web/screens/notice/compose/composeSaveKind.js';
import type { Rule } from 'antd/es/form';
import { composeRules } from '../../../src/web/screens/notice/compose-model/composeRules.js';
import { composeSchema } from '../../../src/web/screens/notice/compose-model/composeSchema.js';
import { emptyComposeValues, emptyQuestion, type ComposeValues } from '../../../src/web/screens/notice/compose-model/composeValues.js';
import type { EditedNotice } from '../../../src/web/screens/notice/compose-model/useEditedNotice.js';
import { manageListSearch, readManageListQuery } from '../../../src/web/screens/notice/manage-list/manageListQuery.js';
import { manageStatusLabel } from '../../../src/web/screens/notice/manage-list/manageStatusLabel.js';
import { readRecipientChoice, recipientChoiceKey, writeRecipientChoice } from '../../../src/web/screens/messaging/recipient-choice/recipientChoiceStorage.js';
import { candidateQuery, studentNumberInput } from '../../../src/web/screens/messaging/recipient-choice/recipientQuery.js';
import { ApiError } from '../../../src/web/providers/apiError.js';

const MB = 1024 * 1024;

/** A notice as GET /notices/{id} answers the manage side. */
function savedNotice(overrides: Partial<EditedNotice> = {}): EditedNotice {
  return {
    id: 7, title: '夏期講習のお知らせ', body: '<p>{保護者姓}様</p>', status: 'sent', is_published: true, allow_comment: true,
    send_notification: true, send_mail: true, send_line: false, send_at: '2026-07-01T01:00:00.000Z', published_at: '2026-07-01T01:00:00.000Z',
    updated_at: '2026-07-01T01:00:00.000Z', sender_name: '事務 花子', sender_is_teacher: false, tags: [{ id: 2, name: '夏期講習' }],
    attachments: [{ id: 31, file_name: '案内.pdf', content_type: 'application/pdf', byte_size: 2048 }, { id: 32, file_name: '地図.png', content_type: 'image/png', byte_size: 1024 }],
    survey: {
      deadline: '2099-07-15T09:00:00.000Z', is_expired: false,
      questions: [{ id: 1, number: 1, question: '参加しますか。', description: null, answer_type: 'choose', is_required: true, is_multiple: false, choices: [{ id: 11, number: 1, label: '参加する' }, { id: 12, number: 2, label: '参加しない' }] }],
    },
    like_count: 0, recipient: null,
    manage: { recipient_count: 30, read_count: 12, answered_count: 5, comment_count: 2, can_edit: true, target_ids: [3, 4, 5] },
    ...overrides,
  };
}

beforeEach(() => window.localStorage.clear());

describe('the recipient choice kept under choose-recipients:<key>', () => {
  it('should read back what was written, with the spec key name', () => {
    writeRecipientChoice('abc', { student_ids: [3, 5], notice_is_published: false, filters: { m_schoolhouse_id: 1, m_schoolyear_ids: [8], statuses: [4] } });
    expect(JSON.parse(window.localStorage.getItem('choose-recipients:abc') ?? 'null')).toEqual({
      student_ids: [3, 5], notice_is_published: false, filters: { m_schoolhouse_id: 1, m_schoolyear_ids: [8], statuses: [4] },
    });
    expect(readRecipientChoice('abc')?.student_ids).toEqual([3, 5]);
  });

  it('should read the edit flow\'s choice written by another page (empty filters)', () => {
    window.localStorage.setItem(recipientChoiceKey('k1'), JSON.stringify({ student_ids: [9], notice_is_published: true, filters: {} }));
    expect(readRecipientChoice('k1')).toEqual({ student_ids: [9], notice_is_published: true, filters: {} });
  });

  it.each([
    ['not JSON', '{'],
    ['ids that are not ids', JSON.stringify({ student_ids: ['3'], notice_is_published: false, filters: {} })],
    ['no published flag', JSON.stringify({ student_ids: [3], filters: {} })],
  ])('should ignore a stored value that is %s', (_, stored) => {
    window.localStorage.setItem(recipientChoiceKey('bad'), stored);
    expect(readRecipientChoice('bad')).toBeUndefined();
  });
});

describe('the candidates query of the student filter', () => {
  it('should leave empty texts and empty lists out', () => {
    expect(candidateQuery({ student_name_kanji: '  ', m_schoolyear_ids: [], statuses: [4] })).toEqual({ statuses: [4] });
  });

  it('should send every status when none is chosen, not the server default', () => {
    expect(candidateQuery({}).statuses).toEqual([2, 3, 4, 7]);
  });

  it('should keep the chosen filter values, trimmed', () => {
    expect(candidateQuery({ student_name_kana: ' ヤマダ ', m_schoolhouse_id: 1, m_schoolyear_ids: [8, 9], m_school_ids: [3] })).toEqual({
      student_name_kana: 'ヤマダ', m_schoolhouse_id: 1, m_schoolyear_ids: [8, 9], m_school_ids: [3], statuses: [2, 3, 4, 7],
    });
  });

  it.each([['S00012', 'S00012'], ['Ｓ０００１２', 'S00012'], ['S-001 2', 'S0012'], ['あ1', '1']])('should turn the student number %s into %s', (typed, kept) => {
    expect(studentNumberInput(typed)).toBe(kept);
  });
});

describe('the manage list URL', () => {
  it('should round-trip filters and page through the search parameters', () => {
    const query = { filters: { search_name: '講習', tag_id: 2, status: 'unsent' as const }, page: 3 };
    expect(readManageListQuery(manageListSearch(query))).toEqual(query);
  });

  it('should ignore an unknown status and a bad page', () => {
    expect(readManageListQuery(new URLSearchParams('status=deleted&page=-1&tag_id=x'))).toEqual({ filters: {}, page: 1 });
  });

  it.each([['draft', '下書き'], ['unsent', '予約配信'], ['sent', '配信済み']])('should label the state %s as %s', (status, label) => {
    expect(manageStatusLabel(status)).toBe(label);
  });
});

describe('attachments checked in the browser before sending', () => {
  const rules = composeSchema.files;

  it('should take the limits from the notice.create contract', () => {
    expect([rules.maxCount, rules.maxBytes, rules.imageMaxBytes]).toEqual([3, 10 * MB, 8 * MB]);
  });

  it.each([
    ['a small PDF', { name: '案内.pdf', size: 100 }, 0, undefined],
    ['a 9 MB PDF', { name: '案内.pdf', size: 9 * MB }, 2, undefined],
    ['a 7 MB photo', { name: 'photo.JPEG', size: 7 * MB }, 0, undefined],
  ])('should accept %s', (_, file, attachedCount, problem) => {
    expect(attachmentProblem({ file, attachedCount, rules })).toBe(problem);
  });

  it.each([
    ['a fourth file', { name: '4.pdf', size: 100 }, 3, '添付ファイルは3件までです。'],
    ['a script', { name: 'run.exe', size: 100 }, 0, '「run.exe」は添付できない種類のファイルです。'],
    ['a file without extension', { name: 'README', size: 100 }, 0, '「README」は添付できない種類のファイルです。'],
    ['an 11 MB PDF', { name: '大きい.pdf', size: 11 * MB }, 0, '「大きい.pdf」は大きすぎます。添付できるのは10MBまで（画像は8MBまで）です。'],
    ['a 9 MB photo', { name: 'photo.png', size: 9 * MB }, 0, '「photo.png」は大きすぎます。添付できるのは10MBまで（画像は8MBまで）です。'],
  ])('should refuse %s with the catalogue message', (_, file, attachedCount, problem) => {
    expect(attachmentProblem({ file, attachedCount, rules })).toBe(problem);
  });
});

describe('the text kept under notice-content:<key>', () => {
  it('should restore every text field, dates included', () => {
    const values: ComposeValues = {
      ...emptyComposeValues(), title: '冬期講習', body: '<p>本文</p>', methods: ['send_notification', 'send_mail'], allow_comment: true,
      send_at: dayjs('2099-12-01T10:00:00+09:00'), tag_ids: [1, 2],
      survey: { deadline: dayjs('2099-12-10T18:00:00+09:00'), questions: [{ ...emptyQuestion(), question: '参加しますか。', choices: [{ label: 'はい' }] }] },
    };
    writeComposeDraft(composeDraftKey('k'), { values, keepAttachmentIds: [31] });
    const read = readComposeDraft(composeDraftKey('k'));
    expect(read?.keepAttachmentIds).toEqual([31]);
    expect({ ...read?.values, send_at: read?.values.send_at?.valueOf(), survey: { ...read?.values.survey, deadline: read?.values.survey?.deadline?.valueOf() } })
      .toEqual({ ...values, send_at: values.send_at?.valueOf(), survey: { ...values.survey, deadline: values.survey?.deadline?.valueOf() } });
  });

  it('should keep a typed date that is no date as its text, not as the day dayjs would roll it to', () => {
    writeComposeDraft(composeDraftKey('k'), { values: { ...emptyComposeValues(), send_at: '2099/02/30 10:00', survey: { deadline: '12/24', questions: [emptyQuestion()] } } });
    const read = readComposeDraft(composeDraftKey('k'));
    expect(read?.values.send_at).toBe('2099/02/30 10:00');
    expect(read?.values.survey?.deadline).toBe('12/24');
  });

  it('should be gone after it is cleared', () => {
    writeComposeDraft(composeDraftKey('k'), { values: emptyComposeValues() });
    expect(window.localStorage.getItem(composeDraftKey('k'))).not.toBeNull();
    clearComposeDraft(composeDraftKey('k'));
    expect(readComposeDraft(composeDraftKey('k'))).toBeUndefined();
  });
});

describe('the checks of the send time and the survey deadline', () => {
  const check = (rules: Rule[], value: unknown) => (rules[0] as { validator: (rule: unknown, value: unknown) => Promise<void> }).validator({}, value)
    .then(() => 'ok', (error: Error) => error.message);
  const deadline = composeRules.deadline({ sendAt: () => null });

  it.each([
    ['a send time without its time', composeRules.sendAt, '2099/12/24', '時刻も入力してください（例: 2026/12/24 18:00）。'],
    ['a send time on a day that does not exist', composeRules.sendAt, '2099/02/30 10:00', '2099年2月30日という日付はありません。'],
    ['a deadline that is no date', deadline, 'あした', '日時は 2026/12/24 18:00 の形で入力してください。'],
    ['a deadline at 25:00', deadline, '2099/12/24 25:00', '25:00という時刻はありません（0:00〜23:59）。'],
  ])('should refuse %s typed into its field, saying why', async (_case, rules, typed, message) => {
    expect(await check(rules, typed)).toBe(message);
  });

  it('should take a future instant', async () => {
    expect(await check(composeRules.sendAt, dayjs('2099-12-24T18:00:00+09:00'))).toBe('ok');
    expect(await check(deadline, dayjs('2099-12-24T18:00:00+09:00'))).toBe('ok');
  });
});

describe('the request of a save', () => {
  const values: ComposeValues = {
    ...emptyComposeValues(), title: ' 冬期講習 ', body: '<p>本文</p>', methods: ['send_mail'], send_at: dayjs('2099-12-01T01:00:00.000Z'), tag_ids: [4],
    survey: {
      deadline: dayjs('2099-12-10T09:00:00.000Z'),
      questions: [
        { question: '参加しますか。', description: '', answer_type: 'choose', is_required: true, is_multiple: true, choices: [{ label: ' はい ' }, { label: 'いいえ' }] },
        { question: 'ご要望', description: '自由にご記入ください', answer_type: 'description', is_required: false, is_multiple: true, choices: [{ label: '残り' }] },
      ],
    },
  };

  it('should send a new notice with its students, methods as flags and no keep list', () => {
    expect(composeRequest({ values, publish: true, recipientIds: [3, 4] })).toEqual({
      title: '冬期講習', body: '<p>本文</p>', allow_comment: false, send_notification: false, send_mail: true, send_line: false,
      send_at: '2099-12-01T01:00:00.000Z', publish: true, tag_ids: [4], recipient_ids: [3, 4],
      survey: {
        deadline: '2099-12-10T09:00:00.000Z',
        questions: [
          { question: '参加しますか。', description: null, answer_type: 'choose', is_required: true, is_multiple: true, choices: [{ label: 'はい' }, { label: 'いいえ' }] },
          { question: 'ご要望', description: '自由にご記入ください', answer_type: 'description', is_required: false, is_multiple: false, choices: [] },
        ],
      },
    });
  });

  it('should keep a published notice\'s students, time and questions, moving only the deadline', () => {
    const edited = savedNotice();
    const request = composeRequest({ values: { ...values, survey: { ...values.survey!, questions: [] } }, publish: true, recipientIds: [99], edited, keepAttachmentIds: [32] });
    expect(request.recipient_ids).toBeUndefined();
    expect(request.send_at).toBeUndefined();
    expect(request.keep_attachment_ids).toEqual([32]);
    expect(request.survey).toEqual({
      deadline: '2099-12-10T09:00:00.000Z',
      questions: [{ question: '参加しますか。', description: null, answer_type: 'choose', is_required: true, is_multiple: false, choices: [{ label: '参加する' }, { label: '参加しない' }] }],
    });
  });

  it('should keep every saved attachment of an edited draft until one is removed', () => {
    const edited = savedNotice({ status: 'draft', is_published: false, published_at: null });
    const request = composeRequest({ values, publish: false, recipientIds: [3], edited });
    expect(request.keep_attachment_ids).toEqual([31, 32]);
    expect(request.recipient_ids).toEqual([3]);
  });

  it('should start an edit from the saved notice', () => {
    const start = composeValuesOf(savedNotice());
    expect(start.methods).toEqual(['send_notification', 'send_mail']);
    expect(start.tag_ids).toEqual([2]);
    expect(start.send_at).toBeNull();
    expect(start.survey?.questions[0]).toEqual({ question: '参加しますか。', description: '', answer_type: 'choose', is_required: true, is_multiple: false, choices: [{ label: '参加する' }, { label: '参加しない' }] });
  });

  it.each([
    [false, null, 'publish'], [false, dayjs('2099-01-01'), 'reserve'], [true, null, 'update'], [true, dayjs('2099-01-01'), 'update'],
  ] as const)('should name the publishing save of a notice published=%s with time %s: %s', (isPublished, sendAt, kind) => {
    expect(publishKind({ isPublished, sendAt })).toBe(kind);
  });
});

describe('where a failed save shows its messages', () => {
  it('should put server field errors at the fields, the survey\'s at their nested names', () => {
    const errors = composeErrors(new ApiError({ message: '入力内容に誤りがあります。', status: 400, code: 10001, fieldErrors: [
      { field: 'title', message: 'タイトルを入力してください。' },
      { field: 'survey.questions.0.choices', message: '選択肢は20件以内で指定してください。' },
      { field: 'send_mail', message: '配信方法を1つ以上選択してください。' },
      { field: 'student_ids', message: '配信先を1人以上選択してください。' },
      { field: 'data', message: 'dataを入力してください。' },
    ] }));
    expect(errors.fields).toEqual([
      { name: 'title', errors: ['タイトルを入力してください。'] },
      { name: ['survey', 'questions', 0, 'choices'], errors: ['選択肢は20件以内で指定してください。'] },
      { name: 'methods', errors: ['配信方法を1つ以上選択してください。'] },
    ]);
    expect(errors.recipients).toEqual(['配信先を1人以上選択してください。']);
    expect(errors.general).toEqual(['dataを入力してください。']);
  });

  it.each([
    [10215, '「a.png」は大きすぎます。', 'attachments'],
    [10222, '予約配信日時には現在より後の日時を指定してください。', 'fields'],
    [10223, 'お知らせを配信できない校舎の生徒が含まれています。', 'recipients'],
    [10190, '他の人が更新しました。', 'general'],
  ] as const)('should show the catalogue error %i without a field where it belongs', (code, message, place) => {
    const errors = composeErrors(new ApiError({ message, status: 400, code }));
    expect(place === 'fields' ? errors.fields.flatMap((f) => f.errors) : errors[place]).toEqual([message]);
  });
});

describe('route ids', () => {
  it.each([['12', 12], ['0', undefined], ['12a', undefined], ['99999999999', undefined], [undefined, undefined]])('should read %s as %s', (param, id) => {
    expect(noticeIdOf(param)).toBe(id);
  });
});
