import type { ReactNode } from 'react';
import { Card, Flex, Progress, Typography } from 'antd';
import { t } from '../../../i18n/i18n.js';
import type { ManagedNotice } from './useManagedNotice.js';
import { percentOf } from './percentOf.js';

function Stat(props: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <Card size="small" style={{ flex: props.wide ? '2 1 240px' : '1 1 130px', minWidth: 0 }} aria-label={props.label}>
      <Typography.Text type="secondary" style={{ fontSize: 13 }}>{props.label}</Typography.Text>
      <div style={{ fontSize: 22, fontWeight: 600, lineHeight: 1.4 }}>{props.children}</div>
    </Card>
  );
}

function Ratio(props: { count: number; total: number }) {
  return (
    <span>
      {props.count}
      <Typography.Text type="secondary" style={{ fontSize: 15, fontWeight: 400 }}> / {props.total}{t('noticeManage.stats.people')}</Typography.Text>
    </span>
  );
}

/** The numbers of a sent notice: read (with the read rate, first: it is what staff look for), recipients, likes, comments and survey answers. */
export function NoticeStats(props: { notice: ManagedNotice; manage: NonNullable<ManagedNotice['manage']> }) {
  const { notice, manage } = props;
  const readPercent = percentOf(manage.read_count, manage.recipient_count);
  return (
    <Flex wrap gap={12} style={{ marginBottom: 16 }}>
      <Stat label={t('noticeManage.stats.read')} wide>
        <Flex align="baseline" wrap gap={8} justify="space-between">
          <Ratio count={manage.read_count} total={manage.recipient_count} />
          <Typography.Text strong style={{ fontSize: 15 }}>{t('noticeManage.stats.readRate', { percent: readPercent })}</Typography.Text>
        </Flex>
        <Progress percent={readPercent} showInfo={false} size="small" strokeColor="#52c41a" aria-label={t('noticeManage.stats.readRate', { percent: readPercent })} />
      </Stat>
      <Stat label={t('noticeManage.stats.recipients')}>
        {manage.recipient_count}
        <Typography.Text type="secondary" style={{ fontSize: 15, fontWeight: 400 }}>{t('noticeManage.stats.people')}</Typography.Text>
      </Stat>
      <Stat label={t('noticeManage.stats.likes')}>{notice.like_count}</Stat>
      <Stat label={t('noticeManage.stats.comments')}>
        {manage.comment_count}
        <Typography.Text type="secondary" style={{ fontSize: 15, fontWeight: 400 }}>{t('noticeManage.stats.count')}</Typography.Text>
      </Stat>
      {notice.survey && (
        <Stat label={t('noticeManage.stats.answered')}>
          <Ratio count={manage.answered_count} total={manage.recipient_count} />
        </Stat>
      )}
    </Flex>
  );
}
