import type { Kysely, Selectable } from 'kysely';
import type { components } from '../../../generated/api.js';
import type { Database, NoticesTable } from '../../../generated/db.js';
import type { Principal } from '../../auth/principal.js';
import { fullName } from '../messaging/personNames.js';
import { resultRecipientCondition } from './resultRecipients.js';
import type { Survey } from './surveyQuestions.js';

type Db = Kysely<Database>;

/** The answer of GET /surveys/{id}/results (operations.yaml, survey.results). */
export type SurveyResults = components['schemas']['SurveyResultsResponse'];

/** The answer of GET /surveys-communication/{id}/results (operations.yaml, communication.survey-results). */
export type CommunicationSurveyResults = components['schemas']['CommunicationSurveyResultsResponse'];

type Visible = ReturnType<typeof resultRecipientCondition>;
type SurveyOptions = { principal: Principal; notice: Selectable<NoticesTable>; survey: Survey };

/**
 * What the results of a survey count, whoever its recipients are: how many recipients the caller sees and how many
 * answered, and per question the count of every choice (zero included) and how many answered it. A teacher counts
 * only the recipients of their schoolhouses.
 */
async function surveyTallies(db: Db, options: SurveyOptions & { visible: Visible }) {
  const { notice, survey, visible } = options;
  const answersOfVisible = answersOf(db, visible);
  const counts = await db.selectFrom('notice_recipients').where(visible)
    .select((eb) => [eb.fn.countAll<number>().as('recipients'), eb.fn.count<number>('notice_recipients.answered_at').as('answered')])
    .executeTakeFirstOrThrow();
  const perChoice = await answersOfVisible().where('notice_survey_answers.choice_id', 'is not', null)
    .select((eb) => ['notice_survey_answers.choice_id', eb.fn.countAll<number>().as('count')])
    .groupBy('notice_survey_answers.choice_id').execute();
  const perQuestion = await answersOfVisible()
    .select((eb) => ['notice_survey_answers.question_id', eb.fn.count<number>('notice_survey_answers.recipient_id').distinct().as('count')])
    .groupBy('notice_survey_answers.question_id').execute();
  const choiceCount = new Map(perChoice.map((c) => [c.choice_id, Number(c.count)]));
  const questionCount = new Map(perQuestion.map((q) => [q.question_id, Number(q.count)]));
  return {
    notice: {
      id: notice.id, title: notice.title, survey_deadline: survey.deadline.toISOString(),
      recipient_count: Number(counts.recipients), answered_count: Number(counts.answered),
    },
    questions: survey.questions.map((q) => ({
      id: q.id, number: q.number, question: q.question, answer_type: q.answer_type, is_required: q.is_required, is_multiple: q.is_multiple,
      answered_count: questionCount.get(q.id) ?? 0,
      choices: q.choices.map((c) => ({ ...c, count: choiceCount.get(c.id) ?? 0 })),
    })),
  };
}

/** The answers of the recipients a condition keeps, joined to their recipient rows. */
function answersOf(db: Db, visible: Visible) {
  return () => db.selectFrom('notice_survey_answers')
    .innerJoin('notice_recipients', (j) => j.onRef('notice_recipients.company_id', '=', 'notice_survey_answers.company_id').onRef('notice_recipients.id', '=', 'notice_survey_answers.recipient_id'))
    .where(visible);
}

/** The text answers of answered recipients a condition keeps, newest first. */
function textAnswersOf(db: Db, visible: Visible) {
  return answersOf(db, visible)().where('notice_survey_answers.answer_text', 'is not', null).where('notice_recipients.answered_at', 'is not', null)
    .orderBy('notice_recipients.answered_at', 'desc').orderBy('notice_survey_answers.id');
}

/**
 * The results of a notice's survey as the manage side sees them (GET /surveys/{id}/results): the tallies, and the
 * text answers with the student's and guardian's names.
 */
export async function surveyResults(db: Db, options: SurveyOptions): Promise<SurveyResults> {
  const visible = resultRecipientCondition({ principal: options.principal, noticeId: options.notice.id });
  const tallies = await surveyTallies(db, { ...options, visible });
  const texts = await textAnswersOf(db, visible)
    .innerJoin('students', (j) => j.onRef('students.company_id', '=', 'notice_recipients.company_id').onRef('students.id', '=', 'notice_recipients.student_id'))
    .innerJoin('protectors', (j) => j.onRef('protectors.company_id', '=', 'notice_recipients.company_id').onRef('protectors.id', '=', 'notice_recipients.protector_id'))
    .select([
      'notice_survey_answers.question_id', 'notice_survey_answers.answer_text', 'notice_recipients.answered_at',
      'students.family_name_kanji', 'students.first_name_kanji', 'protectors.family_name', 'protectors.first_name',
    ]).execute();
  return {
    ...tallies,
    questions: tallies.questions.map((q) => ({
      ...q,
      texts: texts.filter((t) => t.question_id === q.id).map((t) => ({
        text: t.answer_text ?? '', student_name: fullName(t.family_name_kanji, t.first_name_kanji),
        protector_name: fullName(t.family_name, t.first_name), answered_at: t.answered_at!.toISOString(),
      })),
    })),
  };
}

/** The results of a teacher communication's survey (GET /surveys-communication/{id}/results): text answers by teacher. */
export async function communicationSurveyResults(db: Db, options: SurveyOptions): Promise<CommunicationSurveyResults> {
  const visible = resultRecipientCondition({ principal: options.principal, noticeId: options.notice.id });
  const tallies = await surveyTallies(db, { ...options, visible });
  const texts = await textAnswersOf(db, visible)
    .innerJoin('teachers', (j) => j.onRef('teachers.company_id', '=', 'notice_recipients.company_id').onRef('teachers.id', '=', 'notice_recipients.teacher_id'))
    .select(['notice_survey_answers.question_id', 'notice_survey_answers.answer_text', 'notice_recipients.answered_at', 'teachers.name_kanji', 'teachers.teacher_number'])
    .execute();
  return {
    ...tallies,
    questions: tallies.questions.map((q) => ({
      ...q,
      texts: texts.filter((t) => t.question_id === q.id).map((t) => ({
        text: t.answer_text ?? '', teacher_name: t.name_kanji, teacher_number: t.teacher_number, answered_at: t.answered_at!.toISOString(),
      })),
    })),
  };
}
