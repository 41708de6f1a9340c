import { codeLabel, MessageStatus } from '../../../../generated/enums.js';
import { t } from '../../../i18n/i18n.js';

/**
 * The label of a notice state: the message_status code list's, except that a scheduled notice (unsent) reads
 * 「予約配信」, which is what it is on the manage side (it sends itself at its time).
 */
export function manageStatusLabel(status: string): string {
  return status === MessageStatus.unsent ? t('noticeCompose.scheduled') : codeLabel('message_status', status);
}

/** The states in the order an office goes through them: 下書き, 予約配信, 配信済み. */
export const manageStatusOrder = [MessageStatus.draft, MessageStatus.unsent, MessageStatus.sent] as const;
