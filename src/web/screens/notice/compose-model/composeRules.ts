import type { Rule } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import { dateValueMessage, isTypedText, type DateInputValue } from '../../../components/date-input/index.js';
import { errorCatalogue } from '../../../../generated/errors.js';
import { formatMessage } from '../../../../shared/validationMessage.js';
import { t } from '../../../i18n/i18n.js';
import { composeSchema } from './composeSchema.js';

const required = (label: string): Rule => ({ required: true, whitespace: true, message: formatMessage('validation.required', { label }) });
const maxLength = (label: string, limit: number): Rule => ({ max: limit, message: formatMessage('validation.maxLength', { label, limit }) });

/** An HTML body is empty when it has no text (an editor left with empty paragraphs). */
const isBlankHtml = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() === '';

/**
 * The browser's checks of the compose form: the contract's limits (composeSchema) and the spec's rules (at least one
 * send method, a future send time, a survey deadline), with the server's Japanese messages.
 */
export const composeRules = {
  title: [required(composeSchema.label('title')), maxLength(composeSchema.label('title'), composeSchema.titleMax)],
  body: [{
    validator: (_: unknown, html: string | undefined) => {
      if (!html || isBlankHtml(html)) return Promise.reject(new Error(t('noticeCompose.content.bodyRequired')));
      if (html.length > composeSchema.bodyMax) return Promise.reject(new Error(t('noticeCompose.content.bodyTooLong', { limit: composeSchema.bodyMax })));
      return Promise.resolve();
    },
  }] satisfies Rule[],
  methods: [{ type: 'array', min: 1, required: true, message: errorCatalogue.NOTICE_SEND_METHOD_REQUIRED.message }] satisfies Rule[],
  sendAt: [{
    validator: (_: unknown, at: DateInputValue | undefined) => {
      if (isTypedText(at)) return Promise.reject(new Error(dateValueMessage(at, 'datetime')));
      return !at || at.isAfter(dayjs()) ? Promise.resolve() : Promise.reject(new Error(errorCatalogue.NOTICE_SCHEDULE_IN_PAST.message));
    },
  }] satisfies Rule[],
  tags: [{ type: 'array', max: composeSchema.tagsMax, message: t('noticeCompose.content.tagsMax', { max: composeSchema.tagsMax }) }] satisfies Rule[],
  /**
   * The deadline: required, after the scheduled send time when there is one, and in the future unless `saved` (a
   * sent notice's deadline as it is: editing the notice's text must not force a closed survey open again).
   */
  deadline: (options: { sendAt: () => DateInputValue | undefined; saved?: Dayjs | null }): Rule[] => [{
    validator: (_: unknown, at: DateInputValue | undefined) => {
      if (isTypedText(at)) return Promise.reject(new Error(dateValueMessage(at, 'datetime')));
      if (!at) return Promise.reject(new Error(errorCatalogue.SURVEY_DEADLINE_REQUIRED.message));
      const isUnchanged = options.saved != null && at.isSame(options.saved);
      if (!isUnchanged && !at.isAfter(dayjs())) return Promise.reject(new Error(t('noticeCompose.survey.deadlinePast')));
      const send = options.sendAt();
      // A send time that is typed text has its own message under its field.
      if (dayjs.isDayjs(send) && !at.isAfter(send)) return Promise.reject(new Error(errorCatalogue.SURVEY_DEADLINE_BEFORE_SEND.message));
      return Promise.resolve();
    },
  }],
  question: [required(composeSchema.label('survey.questions.[].question')), maxLength(composeSchema.label('survey.questions.[].question'), composeSchema.questionMax)],
  description: [maxLength(composeSchema.label('survey.questions.[].description'), composeSchema.descriptionMax)],
  choice: [required(composeSchema.label('survey.questions.[].choices.[].label')), maxLength(composeSchema.label('survey.questions.[].choices.[].label'), composeSchema.choiceMax)],
};
