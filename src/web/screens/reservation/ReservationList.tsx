import { Alert, Select, Tabs } from 'antd';
import { ScreenPage, t, useCurrentUser, useIsMobile, useMayCall, type ScreenProps } from '../../kit';
import { FrameCalendar } from './list/FrameCalendar';
import type { Viewer } from './list/frameTypes.js';
import { MyReservations } from './list/MyReservations';
import { useEventSchoolhouse } from './useEventSchoolhouse.js';
import styles from './list/ReservationList.module.css';

/** Staff's and teachers' choice of the schoolhouse whose frames are shown (kept under event-schoolhouse-selected). */
function SchoolhouseChoice(props: { house: ReturnType<typeof useEventSchoolhouse> }) {
  const { house } = props;
  const isMobile = useIsMobile();
  return (
    <div className={styles.schoolhouseRow}>
      <label htmlFor="reservation-schoolhouse" className={styles.schoolhouseLabel}>{t('reservation.schoolhouse')}</label>
      <Select<number>
        id="reservation-schoolhouse"
        className={styles.schoolhouseSelect}
        size={isMobile ? 'large' : 'middle'}
        value={house.schoolhouseId}
        options={house.choices}
        loading={house.isLoading}
        placeholder={t('reservation.schoolhousePlaceholder')}
        onChange={(id) => house.choose(id)}
      />
    </div>
  );
}

/**
 * 予約一覧 (/reservation/list): the frames of the events by week and by month with their state (予約済み, 予約可, 予約不可,
 * 満席) and the closed days. A guardian books a frame for the child (alone or with a batch choice), cancels, and finds
 * the child's bookings under 予約した日程; staff choose a schoolhouse, see who booked, cancel and book for a student
 * (代理予約); a teacher sees the bookings of their schoolhouse.
 */
export function ReservationList({ screen }: ScreenProps) {
  const user = useCurrentUser();
  const mayBookForStudents = useMayCall('event.admin-register');
  const isMobile = useIsMobile();
  const viewer: Viewer = user.role === 'PROTECTOR' ? 'guardian' : mayBookForStudents ? 'staff' : 'teacher';
  const house = useEventSchoolhouse({ enabled: viewer !== 'guardian' });
  const className = isMobile ? `${styles.page} ${styles.phone}` : styles.page;
  if (viewer === 'guardian') {
    return (
      <ScreenPage screen={screen}>
        <div className={className}>
          <Tabs
            items={[
              { key: 'calendar', label: t('reservation.tabs.calendar'), children: <FrameCalendar viewer={viewer} schoolhouseId={undefined} /> },
              { key: 'mine', label: t('reservation.tabs.mine'), children: <MyReservations /> },
            ]}
          />
        </div>
      </ScreenPage>
    );
  }
  return (
    <ScreenPage screen={screen}>
      <div className={className}>
        <SchoolhouseChoice house={house} />
        {!house.isLoading && house.choices.length === 0 && <Alert type="warning" showIcon message={t('reservation.noSchoolhouse')} />}
        <FrameCalendar viewer={viewer} schoolhouseId={house.schoolhouseId} />
      </div>
    </ScreenPage>
  );
}
