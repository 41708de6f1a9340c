import { Card, Divider, Flex, Typography } from 'antd';
import { AttachmentRow, formatDateTime, t } from '../../../kit';
import { ContactStatusTag } from '../list/ContactStatusTag';
import { FamilyDelivery } from './FamilyDelivery';
import type { ContactView } from './contactView.js';
import { ThreadMessage } from './ThreadMessage';

/** The actions a thread offers; left out, the thread is read only (a story, a print). */
export interface ThreadActions {
  onWithdrawContact?: () => void;
  onWithdrawComment?: (commentId: number) => void;
}

/**
 * A contact's thread: its title, status and family, the first message with its attachments, then the comments
 * oldest first as chat bubbles (the caller's side right, the other left). 既読 stands under the caller's last message;
 * the school's side sees last how the family was told of its latest message (per channel).
 */
export function ContactThread(props: { contact: ContactView; actions?: ThreadActions }) {
  const { contact, actions = {} } = props;
  const comments = [...contact.comments].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
  const ownTimes = [...(contact.is_own ? [contact.created_at] : []), ...comments.filter((c) => c.is_own).map((c) => c.created_at)];
  const lastOwn = ownTimes.length > 0 ? ownTimes.reduce((a, b) => (a > b ? a : b)) : undefined;
  const isReadAt = (createdAt: string, isOwn: boolean) => isOwn && contact.is_read_by_other && createdAt === lastOwn;
  return (
    <Card
      title={<Typography.Title level={4} style={{ margin: 0, whiteSpace: 'normal' }}>{contact.title}</Typography.Title>}
      extra={<ContactStatusTag status={contact.status} />}
    >
      <Typography.Paragraph type="secondary" style={{ fontSize: 13 }}>
        {t('contact.detail.meta', { student: contact.student_name, protector: contact.protector_name, schoolhouse: contact.schoolhouse_name })}
        {' '}{formatDateTime(contact.created_at)}
      </Typography.Paragraph>
      <ThreadMessage
        message={{ text: contact.body, authorName: contact.sender_name, authorKind: contact.sender_kind, isOwn: contact.is_own, isWithdrawn: contact.is_withdrawn, createdAt: contact.created_at }}
        isReadByOther={isReadAt(contact.created_at, contact.is_own)}
        onWithdraw={contact.can_withdraw ? actions.onWithdrawContact : undefined}
        withdrawConfirm={t('contact.detail.withdrawContactConfirm')}
      />
      {contact.attachments.length > 0 && (
        <Flex vertical style={{ marginBottom: 16 }} aria-label={t('contact.detail.attachments')}>
          <Typography.Text strong>{t('contact.detail.attachments')}</Typography.Text>
          {contact.attachments.map((a) => (
            <AttachmentRow key={a.id} attachment={{ id: a.id, fileName: a.file_name, contentType: a.content_type, byteSize: a.size }} />
          ))}
        </Flex>
      )}
      <Divider style={{ margin: '8px 0 16px' }} />
      {comments.length === 0 && <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>{t('contact.detail.noComments')}</Typography.Paragraph>}
      {comments.map((c) => (
        <ThreadMessage
          key={c.id}
          message={{ id: c.id, text: c.content, authorName: c.author_name, authorKind: c.author_kind, isOwn: c.is_own, isWithdrawn: c.is_withdrawn, createdAt: c.created_at }}
          isReadByOther={isReadAt(c.created_at, c.is_own)}
          onWithdraw={c.is_own && !c.is_withdrawn && actions.onWithdrawComment ? () => actions.onWithdrawComment?.(c.id) : undefined}
          withdrawConfirm={t('contact.detail.withdrawCommentConfirm')}
        />
      ))}
      {contact.family_delivery && <FamilyDelivery delivery={contact.family_delivery} />}
    </Card>
  );
}
