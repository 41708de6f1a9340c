import { SaveOutlined, SendOutlined, FieldTimeOutlined } from '@ant-design/icons';
import { Button, Flex, Form } from 'antd';
import type { DateInputValue } from '../../../components/date-input/index.js';
import { t } from '../../../i18n/i18n.js';
import { publishKind, type ComposeSaveKind } from './composeSaveKind.js';

const publishLabel = { publish: 'noticeCompose.content.publish', reserve: 'noticeCompose.content.reserve', update: 'noticeCompose.content.update' } as const;

/** 「下書き保存」 and 「配信する」 (「予約する」 with a send time, 「更新する」 for a sent notice, which has no draft). */
export function ComposeActions(props: { isPublished: boolean; isSaving: boolean; onSave: (kind: ComposeSaveKind) => void }) {
  const sendAt = Form.useWatch<DateInputValue | undefined>('send_at');
  const kind = publishKind({ isPublished: props.isPublished, sendAt });
  return (
    <Flex gap={8} wrap justify="flex-end">
      {!props.isPublished && (
        <Button icon={<SaveOutlined />} disabled={props.isSaving} onClick={() => props.onSave('draft')}>{t('noticeCompose.content.saveDraft')}</Button>
      )}
      <Button type="primary" icon={kind === 'reserve' ? <FieldTimeOutlined /> : <SendOutlined />} loading={props.isSaving} onClick={() => props.onSave(kind)}>
        {t(publishLabel[kind])}
      </Button>
    </Flex>
  );
}
