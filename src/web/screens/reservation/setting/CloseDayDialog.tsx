import { WarningOutlined } from '@ant-design/icons';
import { Alert, Form, Input, List, Modal, Skeleton, Typography } from 'antd';
import dayjs from 'dayjs';
import { entities } from '../../../../generated/entities.js';
import { formatDate, labelled, t, useApiMutation, useApiQuery, useFeedback } from '../../../kit';

/** The longest name of a closed day (the holiday master's name). */
const NAME_MAX = entities.holiday.fields.name.maxLength;

/** The reads closing a day changes: the month's closed days (and what a day would take away). */
const HOLIDAY_READS = ['/api/v1/events/holidays', '/api/v1/events/frames'] as const;

/**
 * 休校日にする: the day's name (休校日 by default) and, read from /events/holidays/affected, the schoolhouse's events
 * with frames that day and their bookings. With any, the day is closed confirmed (their frames that day go); with
 * bookings, the warning says they are removed and the families told, and the button is 予約を削除して休校日にする.
 */
export function CloseDayDialog(props: { schoolhouseId: number; schoolhouseName: string; date: string; onClose: () => void }) {
  const { message } = useFeedback();
  const [form] = Form.useForm<{ name: string }>();
  const affected = useApiQuery('/api/v1/events/holidays/affected', { params: { query: { schoolhouse_id: props.schoolhouseId, holiday_date: props.date } } }, { staleTime: 0 });
  const create = useApiMutation('post', '/api/v1/events/holidays', { invalidates: HOLIDAY_READS, formFields: ['name'] });
  const events = affected.data?.data ?? [];
  // A day with events is closed only when confirmed (their frames go); 予約を削除 is said when there are bookings to remove.
  const hasEvents = events.length > 0;
  const bookings = events.reduce((sum, e) => sum + e.reservation_count, 0);
  const removing = bookings > 0;
  const submit = ({ name }: { name: string }) => {
    create.mutate({ body: { schoolhouse_id: props.schoolhouseId, holiday_date: props.date, name: name.trim(), confirmed: hasEvents } }, {
      onSuccess: (answer) => {
        void message.success(answer.removed_reservations > 0
          ? t('reservationSetting.closing.doneRemoved', { count: answer.removed_reservations })
          : t('reservationSetting.closing.done'));
        props.onClose();
      },
      // A booking made meanwhile (10297): the list is read again, so that the button asks for it.
      onError: () => void affected.refetch(),
    });
  };
  const nameError = create.fieldErrors.find((e) => e.field === 'name')?.message;
  return (
    <Modal
      open
      title={t('reservationSetting.closing.dialogTitle', { date: formatDate(props.date), weekday: dayjs(props.date).format('dd') })}
      okText={removing ? t('reservationSetting.closing.submitRemoving') : t('reservationSetting.closing.submit')}
      okButtonProps={{ danger: removing, loading: create.isPending, disabled: affected.isLoading }}
      cancelText={t('reservationSetting.closing.cancel')}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      destroyOnHidden
      width={560}
    >
      <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
        {labelled(t('reservationSetting.schoolhouse'), props.schoolhouseName)}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit} initialValues={{ name: t('reservationSetting.closing.defaultName') }}>
        <Form.Item
          name="name"
          label={t('reservationSetting.closing.name')}
          rules={[{ required: true, whitespace: true, message: t('reservationSetting.closing.nameRequired') }]}
          validateStatus={nameError ? 'error' : undefined}
          help={nameError}
        >
          <Input maxLength={NAME_MAX} showCount autoFocus />
        </Form.Item>
      </Form>
      {affected.isLoading && <Skeleton active title={false} paragraph={{ rows: 2 }} aria-label={t('reservationSetting.closing.affectedLoading')} />}
      {!affected.isLoading && !hasEvents && !affected.error && <Alert type="info" showIcon message={t('reservationSetting.closing.noEvents')} />}
      {affected.error && <Alert type="error" showIcon message={affected.error.message} />}
      {hasEvents && (
        <>
          <Alert
            type="warning"
            showIcon
            icon={<WarningOutlined />}
            style={{ marginBottom: 12 }}
            message={removing ? t('reservationSetting.closing.affectedWarning') : t('reservationSetting.closing.affectedFramesOnly')}
          />
          <List
            size="small"
            bordered
            header={<strong>{t('reservationSetting.closing.affectedTitle')}</strong>}
            footer={removing ? <strong>{t('reservationSetting.closing.affectedTotal', { count: bookings })}</strong> : undefined}
            dataSource={events}
            rowKey="event_id"
            renderItem={(event) => (
              <List.Item>
                <span>{event.event_name}</span>
                <Typography.Text type={event.reservation_count > 0 ? 'danger' : 'secondary'}>
                  {t('reservationSetting.closing.affectedLine', { frames: event.frame_count, reservations: event.reservation_count })}
                </Typography.Text>
              </List.Item>
            )}
          />
        </>
      )}
    </Modal>
  );
}
