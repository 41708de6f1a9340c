import { HistoryOutlined } from '@ant-design/icons';
import { Flex, Popover, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { codeLabel, codeLists } from '../../../../generated/enums.js';
import { t } from '../../../i18n/i18n.js';
import { deliveryStatusColor } from './deliveryStatusColor.js';
import type { NoticeRecipient } from './useNoticeRecipients.js';
import { labelled } from '../../../format/japaneseText.js';

type Delivery = NoticeRecipient['deliveries'][number];

const tagStyle = { marginInlineEnd: 0, cursor: 'pointer', fontSize: 11, lineHeight: '16px', paddingBlock: 1, paddingInline: 5, whiteSpace: 'normal' } as const;
const byTime = (a: Delivery, b: Delivery) => a.created_at.localeCompare(b.created_at);

/** Every delivery of one channel, oldest first: the first send and each reminder, with the error of a failure. */
function DeliveryHistory(props: { deliveries: Delivery[] }) {
  return (
    <Flex vertical gap={6} style={{ maxWidth: 320 }}>
      {props.deliveries.map((d, i) => (
        <div key={`${d.created_at}-${i}`}>
          <Flex wrap gap={4} align="center">
            <Typography.Text strong style={{ fontSize: 12 }}>{codeLabel('delivery_kind', d.kind)}</Typography.Text>
            <Tag color={deliveryStatusColor(d.status)} style={{ marginInlineEnd: 0 }}>{codeLabel('delivery_status', d.status)}</Tag>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>{dayjs(d.sent_at ?? d.created_at).format(t('web.datetimeFormat'))}</Typography.Text>
          </Flex>
          {d.error && <Typography.Text type="danger" style={{ fontSize: 12, overflowWrap: 'anywhere' }}>{t('noticeManage.delivery.error', { error: d.error })}</Typography.Text>}
        </div>
      ))}
    </Flex>
  );
}

/**
 * One small tag per channel with the status of its latest delivery (a reminder counts); hovering or tapping it shows
 * that channel's whole history, where a failure's error is read. In the table a long status wraps within
 * `maxTagWidth`, which keeps every column on a 1280 px screen.
 */
export function DeliveryTags(props: { deliveries: Delivery[]; maxTagWidth?: number }) {
  const channels = codeLists.delivery_channel.values
    .map((c) => ({ code: c.code, label: c.label, deliveries: props.deliveries.filter((d) => d.channel === c.code).sort(byTime) }))
    .filter((c) => c.deliveries.length > 0);
  if (channels.length === 0) return <Typography.Text type="secondary">{t('noticeManage.delivery.none')}</Typography.Text>;
  return (
    <Flex vertical gap={3} align="flex-start">
      {channels.map((c) => {
        const latest = c.deliveries[c.deliveries.length - 1];
        return (
          <Popover key={c.code} trigger={['hover', 'focus']} title={t('noticeManage.delivery.history', { channel: c.label })}
            content={<DeliveryHistory deliveries={c.deliveries} />}>
            <Tag color={deliveryStatusColor(latest.status)} tabIndex={0} style={{ ...tagStyle, maxWidth: props.maxTagWidth }} data-channel={c.code} data-status={latest.status}
              icon={c.deliveries.length > 1 ? <HistoryOutlined /> : undefined}>
              {labelled(c.label, codeLabel('delivery_status', latest.status))}
            </Tag>
          </Popover>
        );
      })}
    </Flex>
  );
}
