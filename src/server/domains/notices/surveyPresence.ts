import { sql, type RawBuilder } from 'kysely';
import { SurveyStatus } from '../../../generated/enums.js';

/**
 * True when a notice has a survey: a deadline and at least one question (the compose rules give both or neither).
 * `notices` names the notices table or its alias in the query.
 */
export function hasSurveySql(notices = 'notices'): RawBuilder<boolean> {
  const column = (name: string) => sql.ref(`${notices}.${name}`);
  return sql<boolean>`(${column('survey_deadline')} is not null and exists (
    select 1 from notice_survey_questions q where q.company_id = ${column('company_id')} and q.notice_id = ${column('id')}))`;
}

/** How a guardian's survey stands: answered, expired (deadline passed unanswered), open; null without a survey. */
export type ReceivedSurveyStatus = (typeof SurveyStatus)[keyof typeof SurveyStatus] | 'open' | null;

export function receivedSurveyStatus(options: { hasSurvey: boolean; deadline: Date | null; answeredAt: Date | null; now: Date }): ReceivedSurveyStatus {
  if (!options.hasSurvey || options.deadline === null) return null;
  if (options.answeredAt !== null) return SurveyStatus.answered;
  return options.deadline.getTime() <= options.now.getTime() ? SurveyStatus.expired : 'open';
}

/** True once the survey's deadline has passed: answers are refused from then on. */
export function isSurveyExpired(deadline: Date, now: Date = new Date()): boolean {
  return deadline.getTime() <= now.getTime();
}
