import type { NamePath } from 'antd/es/form/interface';
import { errorCatalogue } from '../../../../generated/errors.js';
import type { ApiError } from '../../../providers/apiError.js';

/** Where the page shows a save's failure: at form fields, at the recipients, at the attachments, or above the form. */
export interface ComposeErrors {
  fields: Array<{ name: NamePath; errors: string[] }>;
  recipients: string[];
  attachments: string[];
  general: string[];
}

const formFields = new Set(['title', 'body', 'send_at', 'tag_ids', 'allow_comment']);
const methodFields = new Set(['send_notification', 'send_mail', 'send_line']);

/** Catalogue errors that name no field but are about one (by key, so the codes live only in the catalogue). */
const fieldOfCode = new Map<number, string>([
  [errorCatalogue.NOTICE_SEND_METHOD_REQUIRED.code, 'send_notification'],
  [errorCatalogue.NOTICE_RECIPIENTS_REQUIRED.code, 'student_ids'],
  [errorCatalogue.NOTICE_RECIPIENTS_LOCKED.code, 'student_ids'],
  [errorCatalogue.NOTICE_SCHOOLHOUSE_NOT_ALLOWED.code, 'student_ids'],
  [errorCatalogue.ATTACHMENT_TOO_MANY.code, 'attachments'],
  [errorCatalogue.ATTACHMENT_TOO_LARGE.code, 'attachments'],
  [errorCatalogue.ATTACHMENT_TYPE_NOT_ALLOWED.code, 'attachments'],
  [errorCatalogue.ATTACHMENT_CONTENT_MISMATCH.code, 'attachments'],
  [errorCatalogue.SURVEY_DEADLINE_REQUIRED.code, 'survey.deadline'],
  [errorCatalogue.SURVEY_DEADLINE_BEFORE_SEND.code, 'survey.deadline'],
  [errorCatalogue.NOTICE_SURVEY_LOCKED.code, 'survey.questions'],
  [errorCatalogue.NOTICE_SCHEDULE_IN_PAST.code, 'send_at'],
]);

/** The form name of a server field path: `survey.questions.0.choices` → ['survey', 'questions', 0, 'choices']. */
function formName(field: string): NamePath | undefined {
  if (formFields.has(field)) return field;
  if (methodFields.has(field)) return 'methods';
  if (field === 'survey') return ['survey', 'deadline'];
  if (field.startsWith('survey.')) return field.split('.').map((s) => (/^[0-9]+$/.test(s) ? Number(s) : s));
  return undefined;
}

/** Sorts a failed save's messages to where they belong (server field errors, else the catalogue message by code). */
export function composeErrors(error: ApiError): ComposeErrors {
  const out: ComposeErrors = { fields: [], recipients: [], attachments: [], general: [] };
  const problems = error.fieldErrors.length > 0
    ? error.fieldErrors
    : [{ field: (error.code !== undefined ? fieldOfCode.get(error.code) : undefined) ?? '', message: error.message }];
  for (const { field, message } of problems) {
    const name = formName(field);
    if (name !== undefined) out.fields.push({ name, errors: [message] });
    else if (field === 'student_ids' || field.startsWith('student_ids.')) out.recipients.push(message);
    else if (field.startsWith('attachments') || field.startsWith('keep_attachment_ids')) out.attachments.push(message);
    else out.general.push(message);
  }
  return out;
}
