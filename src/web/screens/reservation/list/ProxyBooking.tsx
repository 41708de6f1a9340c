import { Alert, Button, Select } from 'antd';
import { useState } from 'react';
import { ReservationSlot } from '../../../../generated/enums.js';
import { t, useApiMutation, useFeedback, useIsMobile } from '../../../kit';
import { RESERVATION_READS, type FrameDetail } from './frameTypes.js';
import { useStudentChoices, type StudentChoice } from './useStudentChoices.js';
import styles from './ReservationList.module.css';

/**
 * 代理予約: staff book the frame for a student of the schoolhouse (a family that phoned): a student found by name, then
 * the button. A student already booked is shown but not chosen; a frame that takes no booking says why.
 */
export function ProxyBooking({ detail, schoolhouseId }: { detail: FrameDetail; schoolhouseId: number | undefined }) {
  const { event, frame } = detail;
  const isMobile = useIsMobile();
  const { message } = useFeedback();
  const [student, setStudent] = useState<StudentChoice | undefined>();
  const students = useStudentChoices(schoolhouseId);
  const book = useApiMutation('post', '/api/v1/events/frames/admin-reservation/register', { invalidates: RESERVATION_READS });
  const booked = new Set(detail.reservations.map((r) => r.student_id));
  const options = students.choices.map((c) => (booked.has(c.value) ? { ...c, label: `${c.label} ${t('reservation.proxy.already')}`, disabled: true } : c));
  const shown = student && !options.some((o) => o.value === student.value) ? [student, ...options] : options;
  const isOpen = frame.state === ReservationSlot.reservable;
  const submit = () => {
    if (!student) return;
    book.mutate({ body: { event_id: event.id, frame_date: frame.frame_date, time_slot_id: frame.time_slot_id, student_id: student.value } }, {
      onSuccess: () => {
        void message.success(t('reservation.proxy.done', { name: student.name }));
        setStudent(undefined);
      },
    });
  };
  return (
    <section className={styles.block} aria-labelledby="reservation-proxy-title">
      <h4 id="reservation-proxy-title" className={styles.blockTitle}>{t('reservation.proxy.title')}</h4>
      {!isOpen ? <Alert type="info" showIcon message={t('reservation.proxy.unavailable')} /> : (
        <div className={styles.proxyRow}>
          <Select<number>
            aria-label={t('reservation.proxy.student')}
            className={styles.proxySelect}
            size={isMobile ? 'large' : 'middle'}
            showSearch
            allowClear
            filterOption={false}
            onSearch={students.search}
            loading={students.isLoading}
            placeholder={t('reservation.proxy.studentPlaceholder')}
            value={student?.value}
            options={shown}
            onChange={(value) => setStudent(value === undefined ? undefined : shown.find((o) => o.value === value))}
          />
          <Button type="primary" disabled={!student} loading={book.isPending} onClick={submit}>{t('reservation.proxy.submit')}</Button>
        </div>
      )}
    </section>
  );
}
