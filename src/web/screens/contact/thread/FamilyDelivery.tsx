import { Flex, Tag, Typography } from 'antd';
import { codeLists, DeliveryStatus } from '../../../../generated/enums.js';
import { formatDateTime, t } from '../../../kit';
import type { ContactView } from './contactView.js';

type Channel = NonNullable<ContactView['family_delivery']>['channels'][number];

const channelLabel = (code: string) => codeLists.delivery_channel.values.find((v) => v.code === code)?.label ?? code;
const statusLabel = (code: string) => codeLists.delivery_status.values.find((v) => v.code === code)?.label ?? code;

/** Good news green, a refusal red, a family's own choice or a missing setting orange, a wait plain. */
const colorOf: Record<string, string> = {
  read: 'green', [DeliveryStatus.sent]: 'green', [DeliveryStatus.failed]: 'red', [DeliveryStatus.bounced]: 'red',
  [DeliveryStatus.optedOut]: 'orange', [DeliveryStatus.noAddress]: 'orange', [DeliveryStatus.notConfigured]: 'orange', [DeliveryStatus.disabled]: 'orange',
};

function channelText(c: Channel): string {
  const status = c.status === 'read' ? t('contact.delivery.read') : c.status === 'unread' ? t('contact.delivery.unread') : statusLabel(c.status);
  return t('contact.delivery.channel', { channel: channelLabel(c.channel), status });
}

/** 保護者への通知: how the guardian heard of the school's latest message, per channel (staff's view of a thread). */
export function FamilyDelivery(props: { delivery: NonNullable<ContactView['family_delivery']> }) {
  const { delivery } = props;
  return (
    <Flex wrap gap={6} align="center" role="group" aria-label={t('contact.delivery.title')} style={{ marginTop: 8 }}>
      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
        {t('contact.delivery.lead', { at: formatDateTime(delivery.notified_at) })}
      </Typography.Text>
      {delivery.channels.map((c) => (
        <Tag key={c.channel} color={colorOf[c.status]} title={formatDateTime(c.at)}>{channelText(c)}</Tag>
      ))}
    </Flex>
  );
}
