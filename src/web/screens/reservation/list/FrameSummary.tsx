import { Descriptions, Tag } from 'antd';
import { Fragment } from 'react';
import { codeLabel, EventStatus } from '../../../../generated/enums.js';
import { detailText, formatDateTime, parenthesized, t } from '../../../kit';
import { dayText, timeText } from './frameText.js';
import type { FrameDetail, Viewer } from './frameTypes.js';
import { StateTag } from './StateTag';
import styles from './ReservationList.module.css';

/** Parts of a value that break between them, never inside (a phone's narrow column). */
function Words({ parts }: { parts: readonly string[] }) {
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={part}>
          {i > 0 && ' '}
          <span className={styles.nowrap}>{part}</span>
        </Fragment>
      ))}
    </>
  );
}

/**
 * What a frame's drawer says first: its state (and the event's status when it no longer takes bookings), the date and
 * time, the place, the seats, the per-person limit (with the child's count for a guardian), the deadline and the note.
 */
export function FrameSummary({ detail, viewer }: { detail: FrameDetail; viewer: Viewer }) {
  const { event, frame } = detail;
  const left = Math.max(frame.capacity - frame.reserved_count, 0);
  const items = [
    {
      key: 'date', label: t('reservation.detail.date'),
      children: <Words parts={[dayText(frame.frame_date), timeText(frame.start_time, frame.end_time), frame.slot_name]} />,
    },
    { key: 'place', label: t('reservation.detail.place'), children: detailText([event.schoolhouse_name, event.space_name].filter(Boolean)) },
    {
      key: 'seats', label: t('reservation.detail.seats'),
      children: <Words parts={[t('reservation.detail.seatsValue', { capacity: frame.capacity, reserved: frame.reserved_count }), parenthesized(t('reservation.seatsLeft', { count: left }))]} />,
    },
    {
      key: 'limit', label: t('reservation.detail.limit'),
      children: viewer === 'guardian'
        ? t('reservation.detail.limitMine', { limit: event.per_person_limit, count: event.my_count })
        : t('reservation.detail.limitValue', { limit: event.per_person_limit }),
    },
    ...(event.application_deadline ? [{ key: 'deadline', label: t('reservation.detail.deadline'), children: formatDateTime(event.application_deadline) }] : []),
    { key: 'sameDay', label: t('reservation.detail.sameDay'), children: t(event.same_day_reservation ? 'reservation.detail.sameDayYes' : 'reservation.detail.sameDayNo') },
    ...(event.note ? [{ key: 'note', label: t('reservation.detail.note'), children: <span className={styles.preWrap}>{event.note}</span> }] : []),
  ];
  return (
    <>
      <div className={styles.summaryTags}>
        <StateTag state={frame.state} withMark />
        {event.status !== EventStatus.published && <Tag className={styles.statusTag}>{codeLabel('event_status', event.status)}</Tag>}
      </div>
      <Descriptions column={1} size="small" bordered items={items} className={styles.summary} />
    </>
  );
}
