import type { DateInputValue } from '../../../components/date-input/index.js';
import type { SurveyAnswerTypeCode } from '../../../../generated/enums.js';
import { composeSchema } from './composeSchema.js';
import { SEND_METHODS, type SendMethod } from '../../../../shared/sendMethods.js';

/** The send methods of a notice, as the checkbox group holds them. */
export type { SendMethod };
export const sendMethods: readonly SendMethod[] = SEND_METHODS;

/** One question of the survey builder. */
export interface SurveyQuestionValues {
  question: string;
  description?: string;
  answer_type: SurveyAnswerTypeCode;
  is_required: boolean;
  is_multiple: boolean;
  choices: Array<{ label: string }>;
}

/** The survey of the form: null when the notice has none. */
export interface SurveyValues {
  /** A typed text the field could not read stays text until the form's rule refuses it (DateInputValue). */
  deadline: DateInputValue;
  questions: SurveyQuestionValues[];
}

/** The values of the compose form (files are kept apart: they cannot be saved in local storage). */
export interface ComposeValues {
  title: string;
  body: string;
  methods: SendMethod[];
  allow_comment: boolean;
  send_at: DateInputValue;
  tag_ids: number[];
  survey: SurveyValues | null;
}

/** A new notice: app and web notification on, everything else off. */
export function emptyComposeValues(): ComposeValues {
  return { title: '', body: '', methods: ['send_notification'], allow_comment: false, send_at: null, tag_ids: [], survey: null };
}

/**
 * A new survey question: a single-choice question with two empty choices, required and multiple as the model's
 * defaults say (not required until the box is ticked).
 */
export function emptyQuestion(): SurveyQuestionValues {
  return { question: '', description: '', answer_type: 'choose', ...composeSchema.questionDefaults, choices: [{ label: '' }, { label: '' }] };
}
