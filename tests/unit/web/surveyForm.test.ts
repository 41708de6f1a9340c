import { describe, expect, it } from 'vitest';
import { answerBody, initialSurveyValues, requiredErrors, serverErrors } from '../../../src/web/screens/notice/received/surveyForm.js';
import type { NoticeView } from '../../../src/web/screens/notice/received/useNoticeView.js';

type Survey = NonNullable<NoticeView['survey']>;

const survey: Survey = {
  deadline: '2030-01-01T00:00:00Z',
  is_expired: false,
  questions: [
    { id: 11, number: 1, question: '参加しますか。', description: null, answer_type: 'choose', is_required: true, is_multiple: false,
      choices: [{ id: 101, number: 1, label: '参加する' }, { id: 102, number: 2, label: '参加しない' }] },
    { id: 12, number: 2, question: '日程', description: null, answer_type: 'choose', is_required: false, is_multiple: true,
      choices: [{ id: 201, number: 1, label: '前期' }, { id: 202, number: 2, label: '後期' }] },
    { id: 13, number: 3, question: 'ご要望', description: null, answer_type: 'description', is_required: true, is_multiple: false, choices: [] },
  ],
};

describe('the guardian survey form', () => {
  it('should start from the answers given before, and empty without them', () => {
    expect(initialSurveyValues(survey, [{ question_id: 12, choice_ids: [202], text: null }, { question_id: 13, choice_ids: [], text: '送迎希望' }])).toEqual({
      11: { choiceIds: [], text: '' }, 12: { choiceIds: [202], text: '' }, 13: { choiceIds: [], text: '送迎希望' },
    });
  });

  it.each([
    ['every required question answered', { 11: { choiceIds: [101], text: '' }, 12: { choiceIds: [], text: '' }, 13: { choiceIds: [], text: 'なし' } }, []],
    ['a required choice left empty', { 11: { choiceIds: [], text: '' }, 12: { choiceIds: [], text: '' }, 13: { choiceIds: [], text: 'なし' } }, [11]],
    ['a required text of blanks only', { 11: { choiceIds: [101], text: '' }, 12: { choiceIds: [], text: '' }, 13: { choiceIds: [], text: '  \n ' } }, [13]],
  ])('should check required questions: %s', (_name, values, invalid) => {
    expect(Object.keys(requiredErrors(survey, values)).map(Number)).toEqual(invalid);
  });

  it('should send one answer per question in question order, texts trimmed and empty texts as null', () => {
    expect(answerBody(survey, { 11: { choiceIds: [102], text: '' }, 12: { choiceIds: [202, 201], text: '' }, 13: { choiceIds: [], text: '  ' } })).toEqual({
      answers: [{ question_id: 11, choice_ids: [102] }, { question_id: 12, choice_ids: [201, 202] }, { question_id: 13, text: null }],
    });
  });

  it('should place the server\'s answers.<n> and questions.<n> errors at their questions and keep the others apart', () => {
    expect(serverErrors(survey, [
      { field: 'answers.2.text', message: '回答は2000文字以内で入力してください。' },
      { field: 'questions.0', message: '質問1は回答必須です。' },
      { field: 'answers', message: '必須の質問に回答してください。' },
      { field: 'answers.9', message: '範囲外' },
    ])).toEqual({ byQuestion: { 11: '質問1は回答必須です。', 13: '回答は2000文字以内で入力してください。' }, others: ['必須の質問に回答してください。', '範囲外'] });
  });
});
