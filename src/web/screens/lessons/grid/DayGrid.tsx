import { PlusOutlined } from '@ant-design/icons';
import { SlotGrid, t, type SlotAxis } from '../../../kit';
import { LessonChip } from './LessonChip';
import { dateText } from './gridDates.js';
import type { GridData, Slot } from './gridTypes.js';
import { PeriodHeading } from './PeriodHeading';
import { droppedLessonId, isFree, type SlotHandlers } from './slotHandlers.js';
import styles from './LessonGrid.module.css';

/**
 * A day of the schoolhouse: seats × periods (1限 15:00–16:20 …). An empty cell is chosen to place a lesson, a lesson
 * is dragged onto another cell to move it; a closed day is shaded and takes neither.
 */
export function DayGrid(props: { data: GridData; date: string; isClosed: boolean; handlers: SlotHandlers }) {
  const { data, date, isClosed, handlers } = props;
  const rows: SlotAxis[] = data.seats.map((seat) => ({ key: String(seat.id), label: seat.name }));
  const columns: SlotAxis[] = data.periods.map((period) => ({ key: String(period.id), label: <PeriodHeading period={period} /> }));
  const slotOf = (row: SlotAxis, column: SlotAxis): Slot => ({ seatId: Number(row.key), date, periodId: Number(column.key) });
  const seatName = (row: SlotAxis) => String(row.label);
  const periodName = (column: SlotAxis) => data.periods.find((p) => String(p.id) === column.key)?.name ?? '';
  return (
    <SlotGrid
      label={t('lessonGrid.gridLabel', { date: dateText(date) })}
      corner={t('lessonGrid.corner')}
      rows={rows}
      columns={columns}
      columnWidth="150px"
      cellClassName={() => (isClosed ? styles.closed : undefined)}
      onCellClick={isClosed ? undefined : (row, column) => {
        const slot = slotOf(row, column);
        if (isFree(handlers.lessonsAt(slot))) handlers.onPlace(slot);
      }}
      canDrop={() => !isClosed}
      onCellDrop={(row, column, event) => {
        const id = droppedLessonId(event);
        if (id !== undefined) handlers.onDropLesson(slotOf(row, column), id);
      }}
      renderCell={(row, column) => {
        const lessons = handlers.lessonsAt(slotOf(row, column));
        return (
          <div className={styles.dayCell}>
            {lessons.map((lesson) => <LessonChip key={lesson.id} lesson={lesson} isLocked={isClosed} onMove={handlers.onMove} onCancel={handlers.onCancel} />)}
            {!isClosed && isFree(lessons) && (
              <span role="img" className={styles.placeHint} aria-label={t('lessonGrid.emptySlot', { seat: seatName(row), date: dateText(date), period: periodName(column) })}>
                <PlusOutlined />
              </span>
            )}
          </div>
        );
      }}
    />
  );
}
