import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { constants } from '../../../generated/constants.js';
import { DeliveryKind } from '../../../generated/enums.js';
import { messagesJa, type MessageKey } from '../../../generated/messages.ja.js';
import { formatMessage } from '../../../shared/validationMessage.js';
import type { DeliveryMessage } from './deliveryAdapter.js';
import { htmlToText } from './mailText.js';
import { fillGuardianPlaceholders, type GuardianPlaceholderValues } from '../messaging/placeholders.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** What a message about a notice says, whoever it goes to. */
export interface NoticeForMessage {
  id: number;
  title: string;
  /** Sanitised HTML body with the guardian placeholders still in it. */
  body: string;
  /** The survey's deadline, or null when the notice has no survey. */
  surveyDeadline: Date | null;
}

const SUBJECT_KEY: Record<string, MessageKey> = {
  [DeliveryKind.publish]: 'noticeMail.subject',
  [DeliveryKind.unreadReminder]: 'noticeMail.reminderSubject',
  [DeliveryKind.surveyReminder]: 'noticeMail.surveyReminderSubject',
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The guardian's page of a notice, as a link from outside the portal. */
export function noticeUrl(options: { publicUrl: string; noticeId: number }): string {
  return `${options.publicUrl}${String(constants.basePath)}/notice/detail/${options.noticeId}`;
}

/**
 * The message about a notice for one recipient (one child's guardian): subject by kind (publish, reminder, survey
 * reminder) with the company name, greeting, title and body with the placeholders filled for that family, the survey
 * deadline when there is a survey, the link to the notice and the footer; as plain text and as HTML.
 */
export function renderNoticeMessage(options: { notice: NoticeForMessage; kind: string; values: GuardianPlaceholderValues; publicUrl: string }): DeliveryMessage {
  const { notice, values } = options;
  const title = fillGuardianPlaceholders(notice.title, { values });
  const url = noticeUrl({ publicUrl: options.publicUrl, noticeId: notice.id });
  const subject = formatMessage(SUBJECT_KEY[options.kind] ?? 'noticeMail.subject', { company: values.companyName, title });
  const protector = [values.protectorFamilyName, values.protectorFirstName].filter((n) => n !== '').join(' ');
  const greeting = formatMessage('noticeMail.greeting', { protector });
  const deadline = notice.surveyDeadline
    ? formatMessage('noticeMail.surveyDeadline', { deadline: dayjs(notice.surveyDeadline).tz(String(constants.mailTimeZone)).format(messagesJa['web.datetimeFormat']) })
    : undefined;
  const sender = [values.companyName, values.schoolhouseName].filter((n) => n !== '').join(' ');
  const bodyHtml = fillGuardianPlaceholders(notice.body, { values, isHtml: true });

  const text = [
    greeting, '', title, '', htmlToText(bodyHtml), '',
    ...(deadline ? [deadline, ''] : []),
    formatMessage('noticeMail.openLink'), url, '',
    '――', sender, formatMessage('noticeMail.footer'),
  ].join('\n');
  const html = '<!doctype html><html lang="ja"><head><meta charset="utf-8"></head><body>'
    + `<p>${escapeHtml(greeting)}</p>`
    + `<h2>${escapeHtml(title)}</h2>`
    + `<div>${bodyHtml}</div>`
    + (deadline ? `<p><strong>${escapeHtml(deadline)}</strong></p>` : '')
    + `<p>${escapeHtml(formatMessage('noticeMail.openLink'))}<br><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`
    + `<hr><p>${escapeHtml(sender)}<br>${escapeHtml(formatMessage('noticeMail.footer'))}</p>`
    + '</body></html>';
  return { subject, text, html, url };
}
