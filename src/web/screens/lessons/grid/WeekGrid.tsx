import dayjs from 'dayjs';
import { SlotGrid, t, type SlotAxis } from '../../../kit';
import { dateText } from './gridDates.js';
import type { GridData } from './gridTypes.js';
import type { SlotHandlers } from './slotHandlers.js';
import { WeekEventMark } from './EventMarks';
import { WeekSlot } from './WeekSlot';
import styles from './LessonGrid.module.css';

/**
 * A day's column heading of the week: 12/24(木) (today's marked), for a closed day 休校日 with the holiday's name, and
 * the day's event marker.
 */
function DayHeading({ date, closedName, events }: { date: string; closedName: string | undefined; events: GridData['events'] }) {
  return (
    <div>
      <div className={dayjs().isSame(date, 'day') ? styles.today : undefined}>{dayjs(date).format(t('lessonGrid.dayHeading'))}</div>
      {closedName !== undefined && (
        <div className={styles.closedMark} title={closedName}>{t('lessonGrid.closedDay')}{closedName && <span className={styles.closedName}>{closedName}</span>}</div>
      )}
      <WeekEventMark events={events} />
    </div>
  );
}

/**
 * A week of the schoolhouse: seats × days, each day's periods stacked in its cell (seven columns stay readable where
 * seven × five would not); closed days are shaded and named in their heading.
 */
export function WeekGrid(props: { data: GridData; days: readonly string[]; handlers: SlotHandlers }) {
  const { data, days, handlers } = props;
  const closed = new Map(data.closed_days.map((day) => [day.date, day.name]));
  const rows: SlotAxis[] = data.seats.map((seat) => ({ key: String(seat.id), label: seat.name }));
  const columns: SlotAxis[] = days.map((date) => ({ key: date, label: <DayHeading date={date} closedName={closed.get(date)} events={data.events.filter((e) => e.date === date)} /> }));
  return (
    <SlotGrid
      label={t('lessonGrid.gridLabel', { date: t('lessonGrid.weekTitle', { from: dateText(days[0]!), to: dateText(days[days.length - 1]!) }) })}
      corner={t('lessonGrid.corner')}
      rows={rows}
      columns={columns}
      columnWidth="128px"
      cellClassName={(_, column) => (closed.has(column.key) ? `${styles.closed} ${styles.weekCell}` : styles.weekCell)}
      renderCell={(row, column) => (
        <div className={styles.weekDay}>
          {data.periods.map((period) => (
            <WeekSlot
              key={period.id}
              slot={{ seatId: Number(row.key), date: column.key, periodId: period.id }}
              period={period}
              seatName={String(row.label)}
              isClosed={closed.has(column.key)}
              handlers={handlers}
            />
          ))}
        </div>
      )}
    />
  );
}
