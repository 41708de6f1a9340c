import { Button, Tag } from 'antd';
import { codeLabel, LessonType } from '../../../../generated/enums.js';
import { formatDate, t } from '../../../kit';
import { LessonMarkIcon, markOf } from '../mark/lessonMark';
import { RescheduleState } from './RescheduleState';
import type { ScheduleLesson, ScheduleViewer } from './scheduleTypes.js';
import styles from './LessonSchedule.module.css';

/**
 * One lesson of a day: its seat icon (授業, 欠席, 振替申請中, 振替済み, 振替授業), the subject and seat, the teacher (for a
 * guardian) or the student (for a teacher) — 講師 or 生徒 where the school's setting hides the name —, the absence and
 * the make-up request, and the guardian's 欠席連絡 and 振替申請 where the lesson allows them.
 */
export function LessonCard(props: {
  lesson: ScheduleLesson;
  viewer: ScheduleViewer;
  isMobile: boolean;
  onAbsence: (lesson: ScheduleLesson) => void;
  onReschedule: (lesson: ScheduleLesson) => void;
}) {
  const { lesson, viewer } = props;
  const mark = markOf(lesson);
  const person = viewer.kind === 'teacher'
    ? t('lessonSchedule.studentLine', { name: lesson.student_name || t('lessonSchedule.studentFallback') })
    : t('lessonSchedule.teacherLine', { name: lesson.teacher_name || t('lessonSchedule.teacherFallback') });
  const canAbsent = viewer.kind === 'guardian' && lesson.can_report_absence === true;
  const canReschedule = viewer.kind === 'guardian' && lesson.can_request_reschedule === true;
  return (
    <article className={`${styles.lesson} ${styles[`lesson_${mark}`]}`} aria-label={t('lessonSchedule.lessonLabel', { subject: lesson.lesson_subject_name, period: lesson.period_name })}>
      <div className={styles.lessonHead}>
        <LessonMarkIcon mark={mark} withLabel />
        <span className={styles.subject}>{lesson.lesson_subject_name}</span>
        {lesson.lesson_type !== LessonType.regular && <Tag>{codeLabel('lesson_type', lesson.lesson_type)}</Tag>}
      </div>
      <div className={styles.lessonMeta}>
        <span>{person}</span>
        <span>{t('lessonSchedule.seatLine', { seat: lesson.seat_name })}</span>
      </div>
      {lesson.absence_reason && <div className={styles.note}>{t('lessonSchedule.absenceReason', { reason: lesson.absence_reason })}</div>}
      {lesson.reschedule && <RescheduleState request={lesson.reschedule} />}
      {canReschedule && lesson.reschedule_deadline && <div className={styles.note}>{t('lessonSchedule.rescheduleDeadline', { date: formatDate(lesson.reschedule_deadline) })}</div>}
      {(canAbsent || canReschedule) && (
        <div className={styles.actions}>
          {canAbsent && <Button block={props.isMobile} onClick={() => props.onAbsence(lesson)}>{t('lessonSchedule.action.absence')}</Button>}
          {canReschedule && <Button block={props.isMobile} type="primary" onClick={() => props.onReschedule(lesson)}>{t('lessonSchedule.action.reschedule')}</Button>}
        </div>
      )}
    </article>
  );
}
