import { SendOutlined } from '@ant-design/icons';
import { Button, Flex, Input } from 'antd';
import { useState } from 'react';
import { entities } from '../../../../generated/entities.js';
import { useIsMobile } from '../../../hooks/useIsMobile.js';
import { t } from '../../../i18n/i18n.js';

const maxLength = entities.notice_comment.fields.content.maxLength;

/** The box for a new comment to the school; emptied once the comment is posted. */
export function CommentForm(props: { isPosting: boolean; onPost: (content: string) => Promise<unknown> }) {
  const [content, setContent] = useState('');
  const isMobile = useIsMobile();
  const post = () => {
    if (content.trim() === '') return;
    props.onPost(content.trim()).then(() => setContent(''), () => undefined);
  };
  return (
    <Flex vertical gap={8}>
      <Input.TextArea value={content} onChange={(e) => setContent(e.target.value)} autoSize={{ minRows: 3, maxRows: 10 }} maxLength={maxLength} showCount
        placeholder={t('noticeReceived.comments.placeholder')} aria-label={t('noticeReceived.comments.placeholder')} />
      <Flex justify="flex-end" style={{ marginTop: 12 }}>
        <Button type="primary" size="large" block={isMobile} icon={<SendOutlined />} loading={props.isPosting} disabled={content.trim() === ''} onClick={post}>
          {t('noticeReceived.comments.post')}
        </Button>
      </Flex>
    </Flex>
  );
}
