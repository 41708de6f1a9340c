import { Tag } from 'antd';
import { codeLabel, RescheduleStatus } from '../../../../generated/enums.js';
import { t } from '../../../kit';
import type { ScheduleLesson } from './scheduleTypes.js';
import styles from './LessonSchedule.module.css';

const TAG_COLORS: Readonly<Record<string, string>> = {
  [RescheduleStatus.waiting]: 'gold',
  [RescheduleStatus.approved]: 'green',
  [RescheduleStatus.refused]: 'default',
  [RescheduleStatus.withdrawn]: 'default',
};

/** Where a make-up request stands: 承認待ち with the choices, 承認済み with the new lesson, 見送り with the reason. */
export function RescheduleState({ request }: { request: NonNullable<ScheduleLesson['reschedule']> }) {
  const status = request.status ?? '';
  return (
    <div className={styles.request}>
      <div>
        <span className={styles.requestLabel}>{t('lessonSchedule.request.label')}</span>
        <Tag color={TAG_COLORS[status] ?? 'default'}>{codeLabel('reschedule_status', status)}</Tag>
      </div>
      {status === RescheduleStatus.waiting && (
        <>
          {request.first_choice && <div>{t('lessonSchedule.request.first', { choice: request.first_choice })}</div>}
          {request.second_choice && <div>{t('lessonSchedule.request.second', { choice: request.second_choice })}</div>}
        </>
      )}
      {status === RescheduleStatus.approved && request.decided_choice && <div>{t('lessonSchedule.request.decided', { choice: request.decided_choice })}</div>}
      {status === RescheduleStatus.refused && request.refusal_reason && <div>{t('lessonSchedule.request.refusal', { reason: request.refusal_reason })}</div>}
    </div>
  );
}
