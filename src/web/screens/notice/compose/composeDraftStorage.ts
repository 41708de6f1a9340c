import dayjs from 'dayjs';
import type { DateInputValue } from '../../../components/date-input/index.js';
import { SurveyAnswerType, type SurveyAnswerTypeCode } from '../../../../generated/enums.js';
import { emptyComposeValues, sendMethods, type ComposeValues, type SendMethod, type SurveyQuestionValues } from '../compose-model/composeValues.js';

/** What the content page keeps under `notice-content:<key>`: the text fields, and for an edit the attachments kept. */
export interface ComposeDraft {
  values: ComposeValues;
  /** Saved attachments of an edited notice still kept; undefined: all of them (nothing removed yet). */
  keepAttachmentIds?: number[];
}

/** The local-storage key of a notice wizard's text (a communication's is its area's `draftKey`). */
export function composeDraftKey(key: string): string {
  return `notice-content:${key}`;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
// A date field's value is saved as ISO text (Dayjs's toJSON); any other text is what was typed and not yet read: it
// comes back as typed text, for the field to show and its rule to refuse (dayjs would read 2026/02/30 as March 2nd).
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const date = (value: unknown): DateInputValue => {
  if (typeof value !== 'string' || value === '') return null;
  return ISO_INSTANT.test(value) && dayjs(value).isValid() ? dayjs(value) : value;
};
const ids = (value: unknown): number[] => (Array.isArray(value) ? value.filter((v): v is number => Number.isSafeInteger(v) && v > 0) : []);
const answerTypes: readonly string[] = Object.values(SurveyAnswerType);

function question(value: unknown): SurveyQuestionValues {
  const q = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const type = text(q.answer_type);
  return {
    question: text(q.question),
    description: text(q.description),
    answer_type: (answerTypes.includes(type) ? type : SurveyAnswerType.choose) as SurveyAnswerTypeCode,
    is_required: q.is_required === true,
    is_multiple: q.is_multiple === true,
    choices: Array.isArray(q.choices) ? q.choices.map((c: unknown) => ({ label: text((c as { label?: unknown } | null)?.label) })) : [],
  };
}

/** Form values from their JSON (dates as ISO text); anything missing or malformed takes a new notice's value. */
function valuesOf(raw: Record<string, unknown>): ComposeValues {
  const base = emptyComposeValues();
  const survey = raw.survey as Record<string, unknown> | null | undefined;
  return {
    title: text(raw.title),
    body: text(raw.body),
    methods: Array.isArray(raw.methods) ? raw.methods.filter((m): m is SendMethod => sendMethods.includes(m as SendMethod)) : base.methods,
    allow_comment: raw.allow_comment === true,
    send_at: date(raw.send_at),
    tag_ids: ids(raw.tag_ids),
    survey: survey && typeof survey === 'object'
      ? { deadline: date(survey.deadline), questions: Array.isArray(survey.questions) ? survey.questions.map(question) : [] }
      : null,
  };
}

/** The text saved under a local-storage key, or undefined when there is none (or it cannot be read). */
export function readComposeDraft(storageKey: string): ComposeDraft | undefined {
  const stored = window.localStorage.getItem(storageKey);
  if (stored === null) return undefined;
  try {
    const raw = JSON.parse(stored) as { values?: unknown; keep_attachment_ids?: unknown };
    if (typeof raw.values !== 'object' || raw.values === null) return undefined;
    return {
      values: valuesOf(raw.values as Record<string, unknown>),
      ...(raw.keep_attachment_ids !== undefined ? { keepAttachmentIds: ids(raw.keep_attachment_ids) } : {}),
    };
  } catch {
    return undefined;
  }
}

/** Saves the text under a local-storage key (dayjs values become ISO text through their toJSON). */
export function writeComposeDraft(storageKey: string, draft: ComposeDraft): void {
  window.localStorage.setItem(storageKey, JSON.stringify({ values: draft.values, keep_attachment_ids: draft.keepAttachmentIds }));
}

/** Forgets the text under a local-storage key (after a successful save). */
export function clearComposeDraft(storageKey: string): void {
  window.localStorage.removeItem(storageKey);
}
