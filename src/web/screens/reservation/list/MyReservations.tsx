import { Alert, Button, Skeleton, Tag } from 'antd';
import dayjs from 'dayjs';
import { codeLabel, EventStatus } from '../../../../generated/enums.js';
import { t, useApiMutation, useApiQuery, useFeedback } from '../../../kit';
import { dayText, timeText } from './frameText.js';
import { RESERVATION_READS, type MyReservation } from './frameTypes.js';
import styles from './ReservationList.module.css';

/** Whether a booking's frame has ended (by the browser's clock; the server decides what may be cancelled). */
const hasEnded = (r: MyReservation) => dayjs(`${r.frame_date}T${r.end_time}`).isBefore(dayjs());

/** One booking: its date and time, event and slot, 代理予約, the event's 中止 or 受付終了, and 取り消す when allowed. */
function ReservationItem({ reservation, onCancel }: { reservation: MyReservation; onCancel?: (r: MyReservation) => void }) {
  const isStopped = reservation.event_status === EventStatus.cancelled || reservation.event_status === EventStatus.closed;
  return (
    <li className={styles.mineItem}>
      <div className={styles.mineText}>
        <div className={styles.mineDate}>
          <span className={styles.nowrap}>{dayText(reservation.frame_date)}</span>
          {' '}
          <span className={styles.nowrap}>{timeText(reservation.start_time, reservation.end_time)}</span>
        </div>
        <div className={styles.mineName}>
          {reservation.event_name}
          <span className={styles.muted}>{` ${reservation.slot_name}`}</span>
        </div>
        <div className={styles.mineTags}>
          {reservation.by_staff && <Tag className={styles.proxyTag}>{t('reservation.students.byStaff')}</Tag>}
          {isStopped && <Tag className={reservation.event_status === EventStatus.cancelled ? styles.cancelledTag : styles.statusTag}>{codeLabel('event_status', reservation.event_status)}</Tag>}
        </div>
      </div>
      {onCancel && reservation.cancellable && <Button danger onClick={() => onCancel(reservation)}>{t('reservation.mine.cancel')}</Button>}
    </li>
  );
}

/**
 * 予約した日程: the child's bookings, those to come first (soonest first) then the past ones, each with 取り消す while
 * the school's cut-off allows (asked first).
 */
export function MyReservations() {
  const list = useApiQuery('/api/v1/events/frames/protector');
  const { message, modal } = useFeedback();
  const cancel = useApiMutation('delete', '/api/v1/events/frames/{id}/{reservationId}', { invalidates: RESERVATION_READS });
  const askCancel = (r: MyReservation) => modal.confirm({
    title: t('reservation.book.cancelTitle'),
    content: t('reservation.book.cancelContent', { frame: `${dayText(r.frame_date)} ${timeText(r.start_time, r.end_time)} ${r.event_name}` }),
    okText: t('reservation.book.cancelOk'),
    okButtonProps: { danger: true },
    cancelText: t('reservation.book.cancelBack'),
    onOk: () => cancel.mutateAsync({ params: { path: { id: String(r.event_id), reservationId: String(r.id) } } })
      .then(() => void message.success(t('reservation.book.cancelled')), () => undefined),
  });
  if (list.isLoading) return <Skeleton active />;
  if (list.isError) {
    return <Alert type="error" showIcon message={list.error.message} action={<Button size="small" onClick={() => void list.refetch()}>{t('reservation.retry')}</Button>} />;
  }
  const all = list.data?.data ?? [];
  if (all.length === 0) return <p className={styles.muted}>{t('reservation.mine.none')}</p>;
  const upcoming = all.filter((r) => !hasEnded(r));
  const past = all.filter(hasEnded);
  return (
    <div className={styles.mine}>
      {upcoming.length > 0 && (
        <section aria-labelledby="reservation-mine-upcoming">
          <h3 id="reservation-mine-upcoming" className={styles.mineTitle}>{t('reservation.mine.upcoming')}</h3>
          <ul className={styles.mineList}>{upcoming.map((r) => <ReservationItem key={r.id} reservation={r} onCancel={askCancel} />)}</ul>
        </section>
      )}
      {past.length > 0 && (
        <section aria-labelledby="reservation-mine-past">
          <h3 id="reservation-mine-past" className={styles.mineTitle}>{t('reservation.mine.past')}</h3>
          <ul className={`${styles.mineList} ${styles.minePast}`}>{past.map((r) => <ReservationItem key={r.id} reservation={r} />)}</ul>
        </section>
      )}
    </div>
  );
}
