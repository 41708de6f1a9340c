import { Alert, Button, Drawer, Skeleton } from 'antd';
import { t, useApiQuery, useIsMobile } from '../../../kit';
import { BookedStudents } from './BookedStudents';
import { FrameSummary } from './FrameSummary';
import type { Frame, Viewer } from './frameTypes.js';
import { GuardianBooking } from './GuardianBooking';
import { ProxyBooking } from './ProxyBooking';
import styles from './ReservationList.module.css';

/**
 * A frame's drawer (a bottom sheet on a phone): its event and seats, then a guardian's booking, staff's list of
 * bookings with 取消 and 代理予約, or a teacher's list to read.
 */
export function FrameDrawer(props: { frame: Frame | undefined; isOpen: boolean; viewer: Viewer; schoolhouseId: number | undefined; onClose: () => void }) {
  const { frame, viewer } = props;
  const isMobile = useIsMobile();
  const detail = useApiQuery(
    '/api/v1/events/frames/{id}',
    { params: { path: { id: String(frame?.event_id ?? 0) }, query: { frame_date: frame?.frame_date ?? '', time_slot_id: frame?.time_slot_id ?? 0 } } },
    { enabled: props.isOpen && frame !== undefined },
  );
  const data = detail.data;
  return (
    <Drawer
      open={props.isOpen && frame !== undefined}
      title={frame?.event_name}
      placement={isMobile ? 'bottom' : 'right'}
      height={isMobile ? '88%' : undefined}
      width={isMobile ? undefined : 520}
      rootClassName={isMobile ? styles.phone : undefined}
      onClose={props.onClose}
      destroyOnHidden
      footer={isMobile ? <Button block size="large" onClick={props.onClose}>{t('reservation.detail.close')}</Button> : undefined}
    >
      {detail.isLoading && <Skeleton active />}
      {detail.isError && (
        <Alert type="error" showIcon message={t('reservation.detail.loadFailed')} description={detail.error.message}
          action={<Button size="small" onClick={() => void detail.refetch()}>{t('reservation.retry')}</Button>} />
      )}
      {data && (
        <>
          <FrameSummary detail={data} viewer={viewer} />
          {viewer === 'guardian' && <GuardianBooking key={`${data.frame.frame_date}-${data.frame.time_slot_id}`} detail={data} />}
          {viewer !== 'guardian' && <BookedStudents detail={data} mayCancel={viewer === 'staff'} />}
          {viewer === 'staff' && <ProxyBooking detail={data} schoolhouseId={props.schoolhouseId} />}
        </>
      )}
    </Drawer>
  );
}
