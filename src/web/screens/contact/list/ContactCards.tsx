import { PaperClipOutlined } from '@ant-design/icons';
import { Badge, Card, Empty, Flex, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { formatDateTime, screenPath, t } from '../../../kit';
import type { ContactRow } from './contactRow.js';
import { ContactStatusTag } from './ContactStatusTag';

/** The guardian's threads as cards, phones first: the title (bold with a dot while unread), last exchange, status. */
export function ContactCards(props: { rows: ContactRow[] }) {
  if (props.rows.length === 0) return <Empty style={{ padding: '32px 0', background: '#fff', borderRadius: 8 }} description={t('contact.list.empty')} />;
  return (
    <Flex vertical gap={10}>
      {props.rows.map((c) => (
        <Link key={c.id} to={screenPath('contact.detail', { id: String(c.id) })} data-contact-id={c.id}
          aria-label={c.is_read ? c.title : `${t('contact.list.unread')} ${c.title}`}>
          <Card size="small" hoverable styles={{ body: { padding: '12px 14px' } }}>
            <Flex align="flex-start" gap={8}>
              {!c.is_read && <Badge status="error" style={{ marginTop: 6 }} />}
              <Typography.Text strong={!c.is_read} type={c.is_withdrawn ? 'secondary' : undefined} style={{ fontSize: 16, flex: 1 }}>{c.title}</Typography.Text>
            </Flex>
            <Flex wrap align="center" gap="4px 12px" style={{ marginTop: 6, color: '#8c8c8c', fontSize: 13 }}>
              <span>{formatDateTime(c.last_message_at)}</span>
              <ContactStatusTag status={c.status} />
              {c.is_withdrawn && <Tag>{t('contact.list.withdrawn')}</Tag>}
              {c.attachment_count > 0 && <PaperClipOutlined aria-label={t('contact.list.attachmentCount', { count: c.attachment_count })} />}
            </Flex>
          </Card>
        </Link>
      ))}
    </Flex>
  );
}
