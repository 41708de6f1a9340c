import type { Kysely } from 'kysely';
import type { Database } from '../../../generated/db.js';
import { AppError } from '../../foundation/errors.js';

/** One question of a notice's survey with its choices, in number order. */
export interface SurveyQuestion {
  id: number; number: number; question: string; description: string | null; answer_type: string; is_required: boolean; is_multiple: boolean;
  choices: Array<{ id: number; number: number; label: string }>;
}

/** The survey of a notice: its deadline and questions. */
export interface Survey { deadline: Date; questions: SurveyQuestion[] }

/** The questions of a notice's survey (empty without one), each with its choices. */
export async function loadSurveyQuestions(db: Kysely<Database>, options: { companyId: number; noticeId: number }): Promise<SurveyQuestion[]> {
  const { companyId, noticeId } = options;
  const questions = await db.selectFrom('notice_survey_questions').select(['id', 'number', 'question', 'description', 'answer_type', 'is_required', 'is_multiple'])
    .where('company_id', '=', companyId).where('notice_id', '=', noticeId).orderBy('number').execute();
  if (questions.length === 0) return [];
  const choices = await db.selectFrom('notice_survey_choices').select(['id', 'question_id', 'number', 'label'])
    .where('company_id', '=', companyId).where('question_id', 'in', questions.map((q) => q.id)).orderBy('number').execute();
  return questions.map((q) => ({
    ...q, choices: choices.filter((c) => c.question_id === q.id).map(({ id, number, label }) => ({ id, number, label })),
  }));
}

/** The survey of a notice; SURVEY_NOT_FOUND when it has none (no deadline or no question). */
export async function loadSurvey(db: Kysely<Database>, options: { notice: { company_id: number; id: number; survey_deadline: Date | null } }): Promise<Survey> {
  const { notice } = options;
  const questions = notice.survey_deadline ? await loadSurveyQuestions(db, { companyId: notice.company_id, noticeId: notice.id }) : [];
  if (!notice.survey_deadline || questions.length === 0) throw new AppError('SURVEY_NOT_FOUND');
  return { deadline: notice.survey_deadline, questions };
}
