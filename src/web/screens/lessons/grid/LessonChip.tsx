import { MoreOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tooltip } from 'antd';
import type { DragEvent } from 'react';
import { t } from '../../../kit';
import type { GridLesson } from './gridTypes.js';
import { LessonMarkIcon, MARK_COLORS } from '../mark/lessonMark';
import { canCancel, markLabel, markOf, takesSeat } from './lessonStatus.js';
import styles from './LessonGrid.module.css';

/** The type of a lesson's id in a drag (HTML5 drag and drop between the grid's slots). */
export const LESSON_DRAG_TYPE = 'application/x-portal-lesson';

/** What staff can do with a lesson of the grid. */
export interface LessonActions {
  onMove: (lesson: GridLesson) => void;
  onCancel: (lesson: GridLesson) => void;
}

/** Who, what and with whom, with the absence's reason: the chip's tooltip and its name for screen readers. */
function describe(lesson: GridLesson): string {
  const mark = markOf(lesson);
  const reason = lesson.absence_reason ? ` ${t('lessonGrid.absenceReason', { reason: lesson.absence_reason })}` : '';
  return t('lessonGrid.lessonLabel', {
    student: lesson.student_name, subject: lesson.lesson_subject_name, teacher: lesson.teacher_name, status: t(markLabel(mark)),
  }) + reason;
}

/**
 * A lesson in its slot: the student's name, the subject and the teacher (the week view: the name only, the rest on
 * hover), its mark (授業, 欠席 with the reason on hover, 振替申請中, 振替済み, 振替授業), dragged to another slot to move
 * it, and a menu (移動…, 取り消し) that does the same from the keyboard.
 */
export function LessonChip(props: { lesson: GridLesson; isCompact?: boolean; isLocked?: boolean } & LessonActions) {
  const { lesson } = props;
  const mark = markOf(lesson);
  const canMove = takesSeat(lesson) && !props.isLocked;
  const items = [
    ...(canMove ? [{ key: 'move', label: t('lessonGrid.move') }] : []),
    ...(canCancel(lesson) ? [{ key: 'cancel', label: t('lessonGrid.cancel'), danger: true }] : []),
  ];
  const startDrag = (event: DragEvent<HTMLDivElement>) => {
    event.dataTransfer.setData(LESSON_DRAG_TYPE, String(lesson.id));
    event.dataTransfer.setData('text/plain', lesson.student_name);
    event.dataTransfer.effectAllowed = 'move';
  };
  return (
    // The chip's own clicks and keys are not its slot's (the slot's click places a lesson).
    <div
      className={`${styles.chip} ${styles[`chip_${mark}`]} ${props.isCompact ? styles.compact : ''}`}
      data-lesson-id={lesson.id}
      draggable={canMove}
      onDragStart={canMove ? startDrag : undefined}
      onClick={(event) => event.stopPropagation()}
      onKeyDown={(event) => event.stopPropagation()}
    >
      <Tooltip title={describe(lesson)}>
        <div className={styles.chipBody}>
          <div className={styles.chipTitle}>
            <LessonMarkIcon mark={mark} compact />
            <span className={styles.studentName}>{lesson.student_name}</span>
          </div>
          <div className={styles.chipDetail}>{lesson.lesson_subject_name}</div>
          {!props.isCompact && (
            <>
              <div className={styles.chipDetail}>{t('lessonGrid.teacherName', { name: lesson.teacher_name })}</div>
              {/* A plain lesson needs no word: the others say what happened. */}
              {mark !== 'scheduled' && <div className={styles.chipMark} style={{ color: MARK_COLORS[mark] }}>{t(markLabel(mark))}</div>}
            </>
          )}
        </div>
      </Tooltip>
      {items.length > 0 && (
        <Dropdown
          trigger={['click']}
          menu={{ items, onClick: ({ key }) => (key === 'move' ? props.onMove(lesson) : props.onCancel(lesson)) }}
        >
          <Button
            type="text"
            size="small"
            className={styles.chipMenu}
            icon={<MoreOutlined />}
            aria-label={t('lessonGrid.lessonMenu', { student: lesson.student_name })}
          />
        </Dropdown>
      )}
    </div>
  );
}
