import { SendOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Input } from 'antd';
import { useState } from 'react';
import { entities } from '../../../../generated/entities.js';
import { t, useIsMobile } from '../../../kit';
import { TemplateSelect } from './TemplateSelect';

const maxLength = entities.contact_comment.fields.content.maxLength;

/** The box for a reply (1000 characters, counted), with the template select for the school; emptied once posted. */
export function ReplyBox(props: { isPosting: boolean; onPost: (content: string) => Promise<unknown> }) {
  const [content, setContent] = useState('');
  const isMobile = useIsMobile();
  const post = () => {
    if (content.trim() === '') return;
    props.onPost(content.trim()).then(() => setContent(''), () => undefined);
  };
  return (
    <Card size="small" title={t('contact.detail.replyTitle')} style={{ marginTop: 16 }}>
      <Flex vertical gap={12}>
        <TemplateSelect onInsert={(body) => setContent((current) => (current.trim() === '' ? body : `${current}\n${body}`).slice(0, maxLength))} />
        <Input.TextArea value={content} onChange={(e) => setContent(e.target.value)} autoSize={{ minRows: 4, maxRows: 12 }} maxLength={maxLength} showCount
          placeholder={t('contact.detail.replyPlaceholder')} aria-label={t('contact.detail.replyPlaceholder')} />
        <Flex justify="flex-end" style={{ marginTop: 8 }}>
          <Button type="primary" size="large" block={isMobile} icon={<SendOutlined />} loading={props.isPosting} disabled={content.trim() === ''} onClick={post}>
            {t('contact.detail.reply')}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
