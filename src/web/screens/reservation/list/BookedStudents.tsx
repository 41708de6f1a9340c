import { Button, Tag } from 'antd';
import { formatDateTime, t, useApiMutation, useFeedback } from '../../../kit';
import { dayText, timeText } from './frameText.js';
import { RESERVATION_READS, type FrameBooking, type FrameDetail } from './frameTypes.js';
import styles from './ReservationList.module.css';

/**
 * 予約した生徒: the frame's bookings (name, number and school year, 代理予約 when staff made it, when), each with 取消 for
 * staff (asked first); a teacher reads the list only.
 */
export function BookedStudents({ detail, mayCancel }: { detail: FrameDetail; mayCancel: boolean }) {
  const { message, modal } = useFeedback();
  const { frame } = detail;
  const frameText = `${dayText(frame.frame_date)} ${timeText(frame.start_time, frame.end_time)} ${detail.event.event_name}`;
  const cancel = useApiMutation('delete', '/api/v1/events/frames/{id}/{reservationId}', { invalidates: RESERVATION_READS });
  const askCancel = (booking: FrameBooking) => modal.confirm({
    title: t('reservation.students.cancelTitle', { name: booking.student_name }),
    content: t('reservation.book.cancelContent', { frame: frameText }),
    okText: t('reservation.book.cancelOk'),
    okButtonProps: { danger: true },
    cancelText: t('reservation.book.cancelBack'),
    onOk: () => cancel.mutateAsync({ params: { path: { id: String(detail.event.id), reservationId: String(booking.id) } } })
      .then(() => void message.success(t('reservation.students.cancelled')), () => undefined),
  });
  return (
    <section className={styles.block} aria-labelledby="reservation-students-title">
      <h4 id="reservation-students-title" className={styles.blockTitle}>{t('reservation.students.title', { count: detail.reservations.length })}</h4>
      {detail.reservations.length === 0 ? <p className={styles.muted}>{t('reservation.students.none')}</p> : (
        <ul className={styles.students}>
          {detail.reservations.map((booking) => (
            <li key={booking.id} className={styles.student}>
              <div className={styles.studentText}>
                <span className={styles.studentName}>{booking.student_name}</span>
                {booking.by_staff && <Tag className={styles.proxyTag}>{t('reservation.students.byStaff')}</Tag>}
                <div className={styles.muted}>{t('reservation.students.numberYear', { number: booking.student_number, year: booking.schoolyear_name })}</div>
                <div className={styles.muted}>{t('reservation.students.bookedAt', { at: formatDateTime(booking.created_at) })}</div>
              </div>
              {mayCancel && <Button danger onClick={() => askCancel(booking)}>{t('reservation.students.cancel')}</Button>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
