import { Card } from 'antd';
import { entities } from '../../../../generated/entities.js';
import { CommentForm, t } from '../../../kit';
import { TemplateSelect } from './TemplateSelect';

const maxLength = entities.contact_comment.fields.content.maxLength;

/** The box for a reply (1000 characters, counted), with the template select for the school; emptied once posted. */
export function ReplyBox(props: { isPosting: boolean; onPost: (content: string) => Promise<unknown> }) {
  return (
    <Card size="small" title={t('contact.detail.replyTitle')} style={{ marginTop: 16 }}>
      <CommentForm maxLength={maxLength} placeholder={t('contact.detail.replyPlaceholder')} postLabel={t('contact.detail.reply')}
        isPosting={props.isPosting} onPost={props.onPost} above={(insert) => <TemplateSelect onInsert={insert} />} />
    </Card>
  );
}
