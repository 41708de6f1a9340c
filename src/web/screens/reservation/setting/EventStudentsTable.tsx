import { Table, Tag, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { formatDateTime, t, type ApiData } from '../../../kit';

/** A student of GET /events/{id}/list-student: their bookings of the event and when the family agreed. */
export type EventStudent = ApiData<'get', '/api/v1/events/{id}/list-student'>['data'][number];

/** A frame as a tag: 12月24日 夕方の部, and 代理 when staff booked it for the family. */
function FrameTag(props: { frame: EventStudent['frames'][number] }) {
  const { frame } = props;
  return (
    <Tag style={{ marginBottom: 4 }}>
      {t('reservationSetting.students.frame', { date: dayjs(frame.frame_date).format(t('reservationSetting.students.frameDate')), slot: frame.slot_name })}
      {frame.by_staff && <Tag color="blue" style={{ marginLeft: 6, marginRight: 0 }} bordered={false}>{t('reservationSetting.students.byStaff')}</Tag>}
    </Tag>
  );
}

/** The table's columns (built when shown: the texts are read then). */
const columns = (asksConsent: boolean): TableColumnsType<EventStudent> => [
  { key: 'number', title: t('reservationSetting.students.studentNumber'), dataIndex: 'student_number', width: 110 },
  { key: 'name', title: t('reservationSetting.students.studentName'), dataIndex: 'student_name', width: 140 },
  { key: 'year', title: t('reservationSetting.students.schoolyear'), dataIndex: 'schoolyear_name', width: 90 },
  { key: 'count', title: t('reservationSetting.students.reservationCount'), dataIndex: 'reservation_count', width: 80, align: 'right' },
  {
    key: 'frames',
    title: t('reservationSetting.students.frames'),
    render: (_: unknown, student) => <div>{student.frames.map((frame) => <FrameTag key={frame.reservation_id} frame={frame} />)}</div>,
  },
  ...(!asksConsent ? [] : [{
    key: 'agreed',
    title: t('reservationSetting.students.agreedAt'),
    dataIndex: 'agreed_at',
    width: 170,
    render: (at: string | null) => (at ? formatDateTime(at) : <Typography.Text type="danger">{t('reservationSetting.students.notAgreed')}</Typography.Text>),
  }]),
];

/** The students who booked the event, by student number, each with the frames they booked (and, when the event asks it, when the family agreed). */
export function EventStudentsTable(props: { students: readonly EventStudent[]; asksConsent: boolean; isLoading: boolean }) {
  return (
    <Table<EventStudent>
      rowKey="student_id"
      size="middle"
      columns={columns(props.asksConsent)}
      dataSource={[...props.students]}
      loading={props.isLoading}
      pagination={false}
      scroll={{ x: 900 }}
      locale={{ emptyText: t('reservationSetting.students.empty') }}
    />
  );
}
