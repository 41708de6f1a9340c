import { PlusOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { t } from '../../../kit';
import { LessonChip } from './LessonChip';
import { dateText } from './gridDates.js';
import type { GridPeriod, Slot } from './gridTypes.js';
import { carriesLesson, droppedLessonId, isFree, type SlotHandlers } from './slotHandlers.js';
import styles from './LessonGrid.module.css';

/**
 * One period of a seat's day in the week view: its lessons, a button to place one when the seat is free, and a target
 * for a dragged lesson (not on a closed day).
 */
export function WeekSlot(props: { slot: Slot; period: GridPeriod; seatName: string; isClosed: boolean; handlers: SlotHandlers }) {
  const { slot, period, isClosed, handlers } = props;
  const [isDropTarget, setDropTarget] = useState(false);
  const lessons = handlers.lessonsAt(slot);
  const accepts = !isClosed;
  return (
    <div
      className={`${styles.weekSlot} ${isDropTarget ? styles.dropTarget : ''}`}
      onDragOver={accepts ? (event) => {
        if (!carriesLesson(event)) return;
        event.preventDefault();
        setDropTarget(true);
      } : undefined}
      onDragLeave={accepts ? (event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropTarget(false);
      } : undefined}
      onDrop={accepts ? (event) => {
        event.preventDefault();
        setDropTarget(false);
        const id = droppedLessonId(event);
        if (id !== undefined) handlers.onDropLesson(slot, id);
      } : undefined}
    >
      <span className={styles.weekPeriod} title={t('lessonGrid.periodTime', { from: period.start_time.slice(0, 5), to: period.end_time.slice(0, 5) })}>
        {period.name}
      </span>
      <div className={styles.weekLessons}>
        {lessons.map((lesson) => <LessonChip key={lesson.id} lesson={lesson} isCompact isLocked={isClosed} onMove={handlers.onMove} onCancel={handlers.onCancel} />)}
        {accepts && isFree(lessons) && (
          <button
            type="button"
            // Beside a lesson that left its seat (欠席, 振替済み) the button is a corner's +, so that the periods of every
            // day keep one height and stay in line across the week.
            className={lessons.length > 0 ? `${styles.weekPlace} ${styles.weekPlaceCorner}` : styles.weekPlace}
            aria-label={t('lessonGrid.emptySlot', { seat: props.seatName, date: dateText(slot.date), period: period.name })}
            onClick={() => handlers.onPlace(slot)}
          >
            <PlusOutlined />
          </button>
        )}
      </div>
    </div>
  );
}
