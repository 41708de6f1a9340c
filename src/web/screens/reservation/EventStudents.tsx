import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Flex, Skeleton, Space, Tag, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { constants } from '../../../generated/constants.js';
import type { EventStatusCode } from '../../../generated/enums.js';
import { CsvDownloadButtons, ScreenPage, screenPath, t, useApiQuery, useMayCall, type ScreenProps } from '../../kit';
import { STATUS_COLORS, statusLabel } from './setting/eventStatusMoves.js';
import { EventStudentsTable } from './setting/EventStudentsTable';

/** The event id of the address (/reservation/event-setting/students/:id), or undefined when it is no id. */
function eventIdOf(param: string | undefined): string | undefined {
  return param !== undefined && /^[1-9]\d{0,9}$/.test(param) ? param : undefined;
}

/**
 * /reservation/event-setting/students/:id (イベント参加者一覧, staff): the event's name, schoolhouse and status, who
 * booked it (a student a row with the frames booked, 代理 when staff booked, and when the family agreed to its 参加同意
 * 事項), and the CSVs of the bookings and of the agreements (UTF-8 or Shift_JIS).
 */
export function EventStudents({ screen }: ScreenProps) {
  const navigate = useNavigate();
  const id = eventIdOf(useParams().id);
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(screenPath('reservation.event-setting'))}>{t('reservationSetting.students.back')}</Button>
  );
  return (
    <ScreenPage screen={screen} extra={back}>
      {id === undefined ? <Alert type="warning" showIcon message={t('reservationSetting.students.notFound')} /> : <LoadedStudents id={id} />}
    </ScreenPage>
  );
}

function LoadedStudents(props: { id: string }) {
  const list = useApiQuery('/api/v1/events/{id}/list-student', { params: { path: { id: props.id } } }, { retry: false });
  // Whether families agree to anything first (参加同意事項): without it, nobody is 未同意 and there is no agreement CSV.
  const record = useApiQuery('/api/v1/events/{id}', { params: { path: { id: Number(props.id) } } }, { retry: false });
  const asksConsent = Boolean(record.data?.consent_text?.trim());
  const mayDownloadStudents = useMayCall('event.list-student-download');
  const mayDownloadAgreements = useMayCall('event.agreement-download');
  if (list.isLoading) return <Card><Skeleton active paragraph={{ rows: 6 }} /></Card>;
  if (list.error) {
    const message = [403, 404].includes(list.error.status) ? t('reservationSetting.students.notFound') : list.error.message;
    return <Alert type="warning" showIcon message={message} />;
  }
  if (!list.data) return null;
  const { event, data } = list.data;
  const reservations = data.reduce((sum, s) => sum + s.reservation_count, 0);
  const base = `${String(constants.apiBasePath)}/events/${event.id}`;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card>
        <Typography.Title level={4} style={{ marginTop: 0 }}>{event.event_name}</Typography.Title>
        <Descriptions size="small" column={{ xs: 1, sm: 3 }}>
          <Descriptions.Item label={t('reservationSetting.students.schoolhouse')}>{event.schoolhouse_name}</Descriptions.Item>
          <Descriptions.Item label={t('reservationSetting.students.status')}>
            <Tag color={STATUS_COLORS[event.status as EventStatusCode] ?? 'default'}>{statusLabel(event.status)}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t('reservationSetting.students.totalLabel')}>
            {t('reservationSetting.students.total', { students: data.length, reservations })}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card>
        <Flex gap={24} wrap style={{ marginBottom: 16 }}>
          {mayDownloadStudents && (
            <div>
              <Typography.Text strong style={{ display: 'block', marginBottom: 6 }}>{t('reservationSetting.students.csvStudents')}</Typography.Text>
              <CsvDownloadButtons path={`${base}/list-student/download`} fallbackName={`event-${event.id}-students.csv`} />
            </div>
          )}
          {mayDownloadAgreements && asksConsent && (
            <div>
              <Typography.Text strong style={{ display: 'block', marginBottom: 6 }}>{t('reservationSetting.students.csvAgreements')}</Typography.Text>
              <CsvDownloadButtons path={`${base}/agree-participate-download`} fallbackName={`event-${event.id}-agreements.csv`} />
            </div>
          )}
          {record.data && !asksConsent && (
            <Typography.Text type="secondary" style={{ alignSelf: 'flex-end' }}>{t('reservationSetting.students.noConsent')}</Typography.Text>
          )}
        </Flex>
        <EventStudentsTable students={data} asksConsent={asksConsent} isLoading={list.isFetching} />
        {data.some((s) => s.frames.some((f) => f.by_staff)) && (
          <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>{t('reservationSetting.students.byStaffHelp')}</Typography.Paragraph>
        )}
      </Card>
    </Space>
  );
}
