import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

/**
 * One message of a thread as a speech bubble, for notices' comments and contacts: the reader's own side on the right
 * (warm), the other side on the left (grey); the author and time above it, line breaks kept, and below it what the
 * screen adds (既読, 編集・取り消す). A withdrawn message the reader may still read is drawn `isMuted`.
 */
export function ChatBubble(props: {
  isOwn: boolean;
  author: ReactNode;
  time: string;
  isMuted?: boolean;
  /** Data attribute naming the message, for tests and links (data-comment-id). */
  commentId?: number;
  children: ReactNode;
  below?: ReactNode;
}) {
  const { isOwn } = props;
  return (
    <Flex vertical align={isOwn ? 'flex-end' : 'flex-start'} style={{ marginBottom: 16 }} data-comment-id={props.commentId}>
      <Flex gap={8} align="baseline" wrap style={{ marginBottom: 4, justifyContent: isOwn ? 'flex-end' : 'flex-start' }}>
        <Typography.Text strong style={{ fontSize: 13 }}>{props.author}</Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>{props.time}</Typography.Text>
      </Flex>
      <div style={{
        maxWidth: '85%', padding: '10px 14px', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: 15, lineHeight: 1.7,
        borderRadius: isOwn ? '14px 4px 14px 14px' : '4px 14px 14px 14px',
        background: isOwn ? '#fff1e0' : '#f5f5f5', border: `1px solid ${isOwn ? '#ffd591' : '#ebebeb'}`,
        color: props.isMuted ? '#8c8c8c' : undefined,
      }}>
        {props.children}
      </div>
      {props.below}
    </Flex>
  );
}
