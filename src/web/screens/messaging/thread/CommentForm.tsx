import { SendOutlined } from '@ant-design/icons';
import { Button, Flex, Input } from 'antd';
import { useState, type ReactNode } from 'react';
import { useIsMobile } from '../../../hooks/useIsMobile.js';

/**
 * The box for a new comment of a thread (a notice's or a contact's), counted against the field's limit; emptied once
 * the comment is posted, kept when posting fails. `above` may put text into it (a contact's template select).
 */
export function CommentForm(props: {
  maxLength: number;
  placeholder: string;
  postLabel: string;
  isPosting: boolean;
  onPost: (content: string) => Promise<unknown>;
  above?: (insert: (text: string) => void) => ReactNode;
}) {
  const [content, setContent] = useState('');
  const isMobile = useIsMobile();
  const post = () => {
    if (content.trim() === '') return;
    props.onPost(content.trim()).then(() => setContent(''), () => undefined);
  };
  const insert = (text: string) => setContent((current) => (current.trim() === '' ? text : `${current}\n${text}`).slice(0, props.maxLength));
  return (
    <Flex vertical gap={8}>
      {props.above?.(insert)}
      <Input.TextArea value={content} onChange={(e) => setContent(e.target.value)} autoSize={{ minRows: 3, maxRows: 10 }} maxLength={props.maxLength} showCount
        placeholder={props.placeholder} aria-label={props.placeholder} />
      <Flex justify="flex-end" style={{ marginTop: 12 }}>
        <Button type="primary" size="large" block={isMobile} icon={<SendOutlined />} loading={props.isPosting} disabled={content.trim() === ''} onClick={post}>
          {props.postLabel}
        </Button>
      </Flex>
    </Flex>
  );
}
