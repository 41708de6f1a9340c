import { entities } from '../../../../generated/entities.js';
import { operationById, type MultipartRules } from '../../../../generated/operations.js';

/** The part of a JSON Schema the compose page reads: limits and the field's Japanese title. */
interface SchemaNode {
  title?: string;
  maxLength?: number;
  maxItems?: number;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
}

const createNotice = operationById('notice.create');

/** A node of the notice body schema by path; `[]` steps into an array's items. A missing node is a model bug. */
function node(path: readonly string[]): SchemaNode {
  let at: SchemaNode | undefined = createNotice.body as SchemaNode | undefined;
  for (const step of path) at = step === '[]' ? at?.items : at?.properties?.[step];
  if (!at) throw new Error(`notice.create body has no ${path.join('.')}`);
  return at;
}

function limit(path: readonly string[], key: 'maxLength' | 'maxItems'): number {
  const value = node(path)[key];
  if (value === undefined) throw new Error(`notice.create body ${path.join('.')} has no ${key}`);
  return value;
}

const question = ['survey', 'questions', '[]'];
// The question's flags as the model declares them (the operation's schema leaves field defaults out).
const questionFields = entities.notice_survey_question.fields;

/**
 * The limits and labels of the compose form, read from the API contract (model/operations.yaml notice.create) that
 * the server validates with, so the browser checks exactly what the server will.
 */
export const composeSchema = {
  titleMax: limit(['title'], 'maxLength'),
  bodyMax: limit(['body'], 'maxLength'),
  tagsMax: limit(['tag_ids'], 'maxItems'),
  questionsMax: limit(['survey', 'questions'], 'maxItems'),
  questionMax: limit([...question, 'question'], 'maxLength'),
  descriptionMax: limit([...question, 'description'], 'maxLength'),
  choicesMax: limit([...question, 'choices'], 'maxItems'),
  choiceMax: limit([...question, 'choices', '[]', 'label'], 'maxLength'),
  /** What a new question's flags start as: the model's defaults (notice_survey_question, both off). */
  questionDefaults: {
    is_required: questionFields.is_required.default,
    is_multiple: questionFields.is_multiple.default,
  },
  /** The Japanese title of a field of the body (`survey.questions.[].question`). */
  label: (path: string): string => node(path.split('.')).title ?? path,
  /** Attachments: how many, how large, which types (checked by content on the server). */
  files: createNotice.multipart as MultipartRules,
};
