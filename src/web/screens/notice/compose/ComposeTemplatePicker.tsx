import { FileTextOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, List, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useAppAbility } from '../../../hooks/useAppAbility.js';
import { t } from '../../../i18n/i18n.js';
import type { AreaTemplate } from '../area/noticeArea.js';
import { useNoticeArea } from '../area/NoticeAreaContext';
import { ListLoading } from '../../../components/ListLoading';

type NoticeTemplate = AreaTemplate;

/**
 * 「テンプレートから挿入」: the company's templates in their order (GET /notices/templates); choosing one inserts its
 * text. Hidden from users the model does not let read templates.
 */
export function ComposeTemplatePicker(props: { onInsert: (template: NoticeTemplate) => void }) {
  const area = useNoticeArea();
  const canRead = useAppAbility().can('read', area.templateSubject);
  const [isOpen, setOpen] = useState(false);
  const templates = useQuery({
    queryKey: [area.templateSubject, 'compose'],
    queryFn: area.templates,
    enabled: canRead && isOpen,
  });
  if (!canRead) return null;
  const choose = (template: NoticeTemplate) => {
    setOpen(false);
    props.onInsert(template);
  };
  return (
    <>
      <Button size="small" icon={<FileTextOutlined />} onClick={() => setOpen(true)}>{t('noticeCompose.content.template')}</Button>
      <Modal open={isOpen} title={t('noticeCompose.content.templateTitle')} onCancel={() => setOpen(false)} footer={null} width={640}>
        <List loading={templates.isLoading} dataSource={templates.data ?? []}
          locale={{ emptyText: templates.isLoading ? <ListLoading /> : <Empty description={t('noticeCompose.content.templateEmpty')} /> }}
          renderItem={(tpl) => (
            <List.Item actions={[<Button key="insert" type="primary" size="small" onClick={() => choose(tpl)}>{t('noticeCompose.content.templateInsert')}</Button>]}>
              <List.Item.Meta title={tpl.title}
                description={<Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ marginBottom: 0, whiteSpace: 'pre-line' }}>{tpl.body}</Typography.Paragraph>} />
            </List.Item>
          )}
        />
      </Modal>
    </>
  );
}
