import { Button, Flex, Popconfirm, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { codeLabel } from '../../../../generated/enums.js';
import { ChatBubble, formatDateTime, parenthesized, t } from '../../../kit';

/**
 * One message of a contact's thread (the first one or a comment). Withdrawn: when the server blanked its text (the
 * family's side) it says only that it was withdrawn; where the text is still there (the school, the sender) it is
 * shown greyed with 取り消し済み. 既読 under the caller's last message once the other side has opened the thread.
 */
export function ThreadMessage(props: {
  message: { id?: number; text: string; authorName: string; authorKind: string; isOwn: boolean; isWithdrawn: boolean; createdAt: string };
  isReadByOther: boolean;
  /** 取り消す (with a confirm) when the caller may withdraw it. */
  onWithdraw?: () => void;
  withdrawConfirm: string;
  children?: ReactNode;
}) {
  const { message } = props;
  const isBlanked = message.isWithdrawn && message.text === '';
  const author = `${message.authorName}${parenthesized(codeLabel('contact_sender', message.authorKind))}`;
  const below = (
    <Flex gap={8} align="center">
      {message.isWithdrawn && !isBlanked && <Tag>{t('contact.detail.withdrawn')}</Tag>}
      {props.isReadByOther && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('contact.detail.readByOther')}</Typography.Text>}
      {props.onWithdraw && (
        <Popconfirm title={props.withdrawConfirm} okText={t('contact.detail.withdraw')} cancelText={t('common.cancel')} okButtonProps={{ danger: true }} onConfirm={props.onWithdraw}>
          <Button type="text" size="small" danger>{t('contact.detail.withdraw')}</Button>
        </Popconfirm>
      )}
    </Flex>
  );
  return (
    <ChatBubble isOwn={message.isOwn} author={author} time={formatDateTime(message.createdAt)} isMuted={message.isWithdrawn} commentId={message.id} below={below}>
      {isBlanked ? <Typography.Text type="secondary" italic>{t('contact.detail.withdrawnForFamily')}</Typography.Text> : message.text}
      {props.children}
    </ChatBubble>
  );
}
