import { Card, Flex, List, Pagination, Typography } from 'antd';
import { t } from '../../../i18n/i18n.js';
import { CardLine } from './CardLine';
import { CommentsButton } from './CommentsButton';
import { DeliveryTags } from './DeliveryTags';
import { RecipientAnswerStatus } from './RecipientAnswerStatus';
import { RecipientCommentStatus } from './RecipientCommentStatus';
import { RecipientReadStatus } from './RecipientReadStatus';
import type { NoticeRecipient } from './useNoticeRecipients.js';
import { ListLoading } from '../../../components/ListLoading';
import { detailText } from '../../../format/japaneseText.js';

/** The recipients of a sent notice as cards, for phones (the table would need sideways scrolling). */
export function RecipientCards(props: {
  rows: NoticeRecipient[];
  isLoading: boolean;
  hasSurvey: boolean;
  page: number;
  limit: number;
  total: number;
  onPageChange: (page: number) => void;
  onOpenComments: (recipient: NoticeRecipient) => void;
}) {
  return (
    <>
      <List
        loading={props.isLoading}
        dataSource={props.rows}
        locale={{ emptyText: props.isLoading ? <ListLoading /> : t('common.noData') }}
        renderItem={(r) => (
          <List.Item style={{ padding: '6px 0', border: 'none' }}>
            <Card size="small" style={{ width: '100%' }}
              title={(
                <Flex vertical style={{ padding: '4px 0' }}>
                  <Typography.Text strong>{r.student_name}</Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12, fontWeight: 400 }}>{detailText([r.student_number, r.schoolyear_name, r.schoolhouse_name])}</Typography.Text>
                </Flex>
              )}
              extra={<CommentsButton recipient={r} onOpen={props.onOpenComments} />}>
              <CardLine label={t('noticeManage.recipients.protector')}>{r.protector_name}</CardLine>
              <CardLine label={t('noticeManage.recipients.read')}><RecipientReadStatus recipient={r} /></CardLine>
              <CardLine label={t('noticeManage.recipients.comments')}><RecipientCommentStatus recipient={r} /></CardLine>
              {props.hasSurvey && <CardLine label={t('noticeManage.recipients.survey')}><RecipientAnswerStatus recipient={r} /></CardLine>}
              <CardLine label={t('noticeManage.recipients.deliveries')}><DeliveryTags deliveries={r.deliveries} /></CardLine>
            </Card>
          </List.Item>
        )}
      />
      {props.total > props.limit && (
        <Flex justify="center" style={{ marginTop: 12 }}>
          <Pagination simple current={props.page} pageSize={props.limit} total={props.total} onChange={props.onPageChange} showSizeChanger={false} />
        </Flex>
      )}
    </>
  );
}
