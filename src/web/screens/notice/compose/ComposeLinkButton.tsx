import { LinkOutlined } from '@ant-design/icons';
import { useEditorState, type Editor } from '@tiptap/react';
import { Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { t } from '../../../i18n/i18n.js';
import { ComposeEditorButton } from './ComposeEditorButton';

/** Only web links: a javascript: or data: URL is refused here, and the server's sanitiser drops it anyway. */
const isWebUrl = (url: string) => /^https?:\/\/[^\s]+$/i.test(url);

/** The link button: asks for the URL of the selected text (or of the link under the cursor), or removes the link. */
export function ComposeLinkButton({ editor }: { editor: Editor }) {
  const [isOpen, setOpen] = useState(false);
  const [form] = Form.useForm<{ href: string }>();
  const isLink = useEditorState({ editor, selector: ({ editor: e }) => e.isActive('link') });
  const open = () => {
    form.setFieldsValue({ href: String(editor.getAttributes('link').href ?? 'https://') });
    setOpen(true);
  };
  const save = ({ href }: { href: string }) => {
    editor.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
    setOpen(false);
  };
  const unlink = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    setOpen(false);
  };
  return (
    <>
      <ComposeEditorButton label={t('noticeCompose.editor.link')} icon={<LinkOutlined />} isActive={isLink} onClick={open} />
      <Modal open={isOpen} title={t('noticeCompose.editor.link')} onCancel={() => setOpen(false)} destroyOnHidden
        okText={t('common.ok')} cancelText={t('common.cancel')} onOk={() => form.submit()}
        footer={(_, { OkBtn, CancelBtn }) => (
          <>
            {isLink && <Button danger onClick={unlink}>{t('noticeCompose.editor.linkRemove')}</Button>}
            <CancelBtn />
            <OkBtn />
          </>
        )}>
        <Form form={form} layout="vertical" onFinish={save} preserve={false}>
          <Form.Item name="href" label={t('noticeCompose.editor.linkPrompt')}
            rules={[{ validator: (_, v: string | undefined) => (isWebUrl((v ?? '').trim()) ? Promise.resolve() : Promise.reject(new Error(t('noticeCompose.editor.linkInvalid')))) }]}>
            <Input inputMode="url" autoFocus />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
