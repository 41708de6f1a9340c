import { Badge, Button, Card, Descriptions, Flex, List, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { RescheduleStatus } from '../../../../generated/enums.js';
import { formatDateTime, t, useApiMutation, useFeedback } from '../../../kit';
import { dateText } from './gridDates.js';
import type { GridChoice, GridRequest } from './gridTypes.js';
import { GRID_READS } from './gridReads.js';
import { RefuseRequestModal } from './RefuseRequestModal';

type Decision = 'approve_first' | 'approve_second' | 'refuse';

/** A choice of a request: when, what, with whom, and its free seats. */
function ChoiceText({ choice }: { choice: GridChoice | null | undefined }) {
  if (!choice?.lesson_date) return <Typography.Text type="secondary">{t('lessonGrid.requests.noSecond')}</Typography.Text>;
  const free = choice.free_seats ?? 0;
  return (
    <Space size={4} wrap>
      <span>
        {t('lessonGrid.requests.choice', {
          date: dateText(choice.lesson_date), period: choice.period_name ?? '', subject: choice.lesson_subject_name ?? '', teacher: choice.teacher_name ?? '',
        })}
      </span>
      <Tag color={free > 0 ? 'green' : 'red'}>{free > 0 ? t('lessonGrid.requests.freeSeats', { count: free }) : t('lessonGrid.requests.noFreeSeat')}</Tag>
    </Space>
  );
}

/**
 * 振替申請: the make-up requests of the schoolhouse that wait for staff (frame.grid's requests): the absent lesson, the
 * first and second choices with their free seats and the family's note; 第1希望で承認 and 第2希望で承認 place the make-up
 * lesson, 見送り refuses with a reason (frame.reschedule-decide; the family is told). The grid refreshes after each.
 */
export function RescheduleRequests({ requests }: { requests: readonly GridRequest[] }) {
  const { message } = useFeedback();
  const [refusing, setRefusing] = useState<GridRequest | undefined>();
  const decide = useApiMutation('post', '/api/v1/frame-divide/reschedules/{id}/decision', { invalidates: GRID_READS });
  const waiting = requests.filter((r) => r.status === RescheduleStatus.waiting);
  const send = (request: GridRequest, type: Decision, reason?: string) => decide.mutate(
    { params: { path: { id: String(request.id) } }, body: { type, ...(reason ? { reason } : {}) } },
    {
      onSuccess: () => {
        void message.success(t(type === 'refuse' ? 'lessonGrid.requests.refused' : 'lessonGrid.requests.approved'));
        setRefusing(undefined);
      },
    },
  );
  const isSending = (request: GridRequest) => decide.isPending && decide.variables?.params.path.id === String(request.id);
  return (
    <Card
      size="small"
      title={<Space>{t('lessonGrid.requests.title')}<Badge count={waiting.length} showZero={false} color="orange" /></Space>}
      extra={waiting.length > 0 && <Typography.Text type="secondary">{t('lessonGrid.requests.count', { count: waiting.length })}</Typography.Text>}
      style={{ marginBottom: 12 }}
      aria-label={t('lessonGrid.requests.title')}
      role="region"
    >
      {waiting.length === 0 ? (
        <Typography.Text type="secondary">{t('lessonGrid.requests.none')}</Typography.Text>
      ) : (
        <List
          itemLayout="vertical"
          dataSource={waiting}
          rowKey="id"
          renderItem={(request) => (
            <List.Item
              key={request.id}
              data-request-id={request.id}
              actions={[
                <Button key="first" type="primary" size="small" loading={isSending(request) && decide.variables?.body.type === 'approve_first'}
                  disabled={decide.isPending} onClick={() => send(request, 'approve_first')}>
                  {t('lessonGrid.requests.approveFirst')}
                </Button>,
                ...(request.second_frame?.lesson_date ? [
                  <Button key="second" size="small" loading={isSending(request) && decide.variables?.body.type === 'approve_second'}
                    disabled={decide.isPending} onClick={() => send(request, 'approve_second')}>
                    {t('lessonGrid.requests.approveSecond')}
                  </Button>,
                ] : []),
                <Button key="refuse" size="small" danger disabled={decide.isPending} onClick={() => setRefusing(request)}>{t('lessonGrid.requests.refuse')}</Button>,
              ]}
            >
              <Flex vertical gap={4}>
                <Typography.Text strong>{request.student_name}</Typography.Text>
                <Typography.Text type="secondary">
                  {t('lessonGrid.requests.absent', { date: dateText(request.absent_lesson_date), period: request.absent_period_name ?? '' })}
                </Typography.Text>
                <Descriptions size="small" column={1} colon={false} styles={{ label: { width: 80 } }} items={[
                  { key: 'first', label: t('lessonGrid.requests.first'), children: <ChoiceText choice={request.first_frame} /> },
                  { key: 'second', label: t('lessonGrid.requests.second'), children: <ChoiceText choice={request.second_frame} /> },
                  ...(request.note ? [{ key: 'note', label: t('lessonGrid.requests.note'), children: request.note }] : []),
                ]} />
                {request.created_at && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('lessonGrid.requests.requestedAt', { at: formatDateTime(request.created_at) })}</Typography.Text>}
              </Flex>
            </List.Item>
          )}
        />
      )}
      <RefuseRequestModal
        request={refusing}
        isSending={decide.isPending}
        onRefuse={(request, reason) => send(request, 'refuse', reason)}
        onClose={() => setRefusing(undefined)}
      />
    </Card>
  );
}
