import { PaperClipOutlined } from '@ant-design/icons';
import { Card, Empty, Flex, List, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { MessageStatus } from '../../../../generated/enums.js';
import { t } from '../../../i18n/i18n.js';
import { ManageReadRate } from './ManageReadRate';
import { ManageStatusTag } from './ManageStatusTag';
import { manageDetailPath, type ManageNoticeRow } from './manageNoticeRow.js';
import { ListLoading } from '../../../components/ListLoading';
import { detailText } from '../../../format/japaneseText.js';
import { useNoticeArea } from '../area/NoticeAreaContext';
import { useAreaText } from '../area/useAreaText.js';

function ManageNoticeCard({ notice: n }: { notice: ManageNoticeRow }) {
  const isSent = n.status === MessageStatus.sent;
  const area = useNoticeArea();
  const when = n.published_at ? dayjs(n.published_at).format(t('web.datetimeFormat')) : t('noticeCompose.manage.notSent');
  return (
    <Card size="small" style={{ width: '100%' }}>
      <Flex vertical gap={8}>
        <Flex justify="space-between" align="flex-start" gap={8}>
          <Link to={manageDetailPath(area.steps.manageDetail, n.id)} style={{ fontWeight: 600, fontSize: 15, wordBreak: 'break-word' }}>
            {n.title}{n.attachment_count > 0 && <PaperClipOutlined style={{ marginInlineStart: 4, color: '#8c8c8c' }} />}
          </Link>
          <ManageStatusTag status={n.status} sendAt={n.send_at} />
        </Flex>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>{detailText([when, n.sender_name])}</Typography.Text>
        {n.tags.length > 0 && <Space size={[0, 4]} wrap>{n.tags.map((tag) => <Tag key={tag.id}>{tag.name}</Tag>)}</Space>}
        {isSent && <ManageReadRate read={n.read_count} total={n.recipient_count} />}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {n.has_survey && isSent && `${t('noticeCompose.manage.survey')} ${t('noticeCompose.manage.answered', { count: n.answered_count, total: n.recipient_count })}${t('text.detailSeparator')}`}
          {`${t('noticeCompose.manage.comments')} ${t('noticeCompose.manage.commentCount', { count: n.comment_count })}`}
        </Typography.Text>
      </Flex>
    </Card>
  );
}

/** The manage list as cards (phones): the same facts as the table, stacked. */
export function ManageNoticeCards(props: { rows: ManageNoticeRow[]; isLoading: boolean }) {
  const at = useAreaText();
  return (
    <List loading={props.isLoading} dataSource={props.rows} split={false}
      locale={{ emptyText: props.isLoading ? <ListLoading /> : <Empty description={at('noticeCompose.manage.empty')} /> }}
      renderItem={(n) => <List.Item style={{ padding: '0 0 12px' }}><ManageNoticeCard notice={n} /></List.Item>} />
  );
}
