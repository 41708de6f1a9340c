import type { Kysely, Selectable } from 'kysely';
import type { Database, NoticesTable } from '../../../generated/db.js';
import { codeLists, SurveyStatus } from '../../../generated/enums.js';
import { formatMessage } from '../../../shared/validationMessage.js';
import type { Principal } from '../../auth/principal.js';
import { fullName } from '../messaging/personNames.js';
import { schoolTime } from '../messaging/schoolTime.js';
import { resultRecipientCondition } from './resultRecipients.js';
import type { Survey } from './surveyQuestions.js';


const answeredLabel = codeLists.survey_status.values.find((v) => v.code === SurveyStatus.answered)!.label;

type SurveyOptions = { principal: Principal; notice: Selectable<NoticesTable>; survey: Survey };
type Answer = { recipient_id: number; question_id: number; choice_id: number | null; answer_text: string | null };

/** The answers of the recipients the caller sees, by recipient. */
async function answersByRecipient(db: Kysely<Database>, visible: ReturnType<typeof resultRecipientCondition>): Promise<Map<number, Answer[]>> {
  const answers = await db.selectFrom('notice_survey_answers')
    .innerJoin('notice_recipients', (j) => j.onRef('notice_recipients.company_id', '=', 'notice_survey_answers.company_id').onRef('notice_recipients.id', '=', 'notice_survey_answers.recipient_id'))
    .where(visible)
    .select(['notice_survey_answers.recipient_id', 'notice_survey_answers.question_id', 'notice_survey_answers.choice_id', 'notice_survey_answers.answer_text'])
    .execute();
  const byRecipient = new Map<number, Answer[]>();
  for (const a of answers) byRecipient.set(a.recipient_id, [...(byRecipient.get(a.recipient_id) ?? []), a]);
  return byRecipient;
}

/** The header cells after the recipient's own: 回答状況, 回答日時, then 「Q<n>. <question>」 per question. */
function answerHeader(survey: Survey): string[] {
  return [
    formatMessage('noticeReceiveApi.csv.answerStatus'), formatMessage('noticeReceiveApi.csv.answeredAt'),
    ...survey.questions.map((q) => formatMessage('noticeReceiveApi.csv.question', { number: q.number, question: q.question })),
  ];
}

/** A recipient's answer cells: status, time, and per question the chosen labels and texts joined. */
function answerCells(survey: Survey, recipient: { answered_at: Date | null }, own: Answer[]): string[] {
  const separator = formatMessage('noticeReceiveApi.csv.choiceSeparator');
  return [
    recipient.answered_at ? answeredLabel : formatMessage('noticeReceiveApi.csv.unanswered'),
    recipient.answered_at ? schoolTime(recipient.answered_at, 'noticeReceiveApi.csv.datetimeFormat') : '',
    ...survey.questions.map((q) => {
      const mine = own.filter((a) => a.question_id === q.id);
      const chosen = q.choices.filter((c) => mine.some((a) => a.choice_id === c.id)).map((c) => c.label);
      return [...chosen, ...mine.flatMap((a) => (a.answer_text ? [a.answer_text] : []))].join(separator);
    }),
  ];
}

/**
 * The rows of the survey CSV: a Japanese header (生徒番号, 生徒氏名, 学年, 校舎, 保護者氏名, 回答状況, 回答日時, then
 * 「Q<n>. <question>」 per question) and one row per recipient the caller sees (a teacher: their schoolhouses), by
 * student number; unanswered recipients have empty answers; the choices of a multiple-choice question are joined.
 */
export async function surveyCsvRows(db: Kysely<Database>, options: SurveyOptions): Promise<string[][]> {
  const { principal, notice, survey } = options;
  const visible = resultRecipientCondition({ principal, noticeId: notice.id });
  const recipients = await db.selectFrom('notice_recipients').where(visible)
    .innerJoin('students', (j) => j.onRef('students.company_id', '=', 'notice_recipients.company_id').onRef('students.id', '=', 'notice_recipients.student_id'))
    .innerJoin('schoolyears', 'schoolyears.id', 'students.schoolyear_id')
    .innerJoin('schoolhouses', (j) => j.onRef('schoolhouses.company_id', '=', 'notice_recipients.company_id').onRef('schoolhouses.id', '=', 'notice_recipients.schoolhouse_id'))
    .innerJoin('protectors', (j) => j.onRef('protectors.company_id', '=', 'notice_recipients.company_id').onRef('protectors.id', '=', 'notice_recipients.protector_id'))
    .select([
      'notice_recipients.id', 'notice_recipients.answered_at', 'students.student_number', 'students.family_name_kanji', 'students.first_name_kanji',
      'schoolyears.schoolyear_name', 'schoolhouses.schoolhouse_name', 'protectors.family_name', 'protectors.first_name',
    ])
    .orderBy('students.student_number').orderBy('notice_recipients.id').execute();
  const answers = await answersByRecipient(db, visible);
  const header = [
    ...(['studentNumber', 'studentName', 'schoolyear', 'schoolhouse', 'protectorName'] as const).map((key) => formatMessage(`noticeReceiveApi.csv.${key}`)),
    ...answerHeader(survey),
  ];
  const rows = recipients.map((r) => [
    r.student_number, fullName(r.family_name_kanji, r.first_name_kanji), r.schoolyear_name, r.schoolhouse_name, fullName(r.family_name, r.first_name),
    ...answerCells(survey, r, answers.get(r.id) ?? []),
  ]);
  return [header, ...rows];
}

/**
 * The rows of a teacher communication's survey CSV: 講師番号, 講師氏名, 校舎, then the answer cells as in
 * {@link surveyCsvRows}; one row per recipient teacher the caller sees, by teacher number.
 */
export async function communicationSurveyCsvRows(db: Kysely<Database>, options: SurveyOptions): Promise<string[][]> {
  const { principal, notice, survey } = options;
  const visible = resultRecipientCondition({ principal, noticeId: notice.id });
  const recipients = await db.selectFrom('notice_recipients').where(visible)
    .innerJoin('teachers', (j) => j.onRef('teachers.company_id', '=', 'notice_recipients.company_id').onRef('teachers.id', '=', 'notice_recipients.teacher_id'))
    .innerJoin('schoolhouses', (j) => j.onRef('schoolhouses.company_id', '=', 'notice_recipients.company_id').onRef('schoolhouses.id', '=', 'notice_recipients.schoolhouse_id'))
    .select(['notice_recipients.id', 'notice_recipients.answered_at', 'teachers.teacher_number', 'teachers.name_kanji', 'schoolhouses.schoolhouse_name'])
    .orderBy('teachers.teacher_number').orderBy('notice_recipients.id').execute();
  const answers = await answersByRecipient(db, visible);
  const header = [
    formatMessage('communicationApi.csv.teacherNumber'), formatMessage('communicationApi.csv.teacherName'), formatMessage('noticeReceiveApi.csv.schoolhouse'),
    ...answerHeader(survey),
  ];
  const rows = recipients.map((r) => [r.teacher_number, r.name_kanji, r.schoolhouse_name, ...answerCells(survey, r, answers.get(r.id) ?? [])]);
  return [header, ...rows];
}
