import { SendOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Form, Input } from 'antd';
import { useState, type ReactNode } from 'react';
import { entities } from '../../../../generated/entities.js';
import type { MultipartRules } from '../../../../generated/operations.js';
import { operationById } from '../../../../generated/operations.js';
import { AttachmentPicker, t, useIsMobile, type SavedAttachment, type UploadProgress } from '../../../kit';
import { TemplateSelect } from '../thread/TemplateSelect';

const fields = entities.contact.fields;
/** The file rules of POST /contacts (3 files, images 8 MB, others 10 MB): the model's, also checked by the server. */
export const contactFileRules = operationById('contact.create').multipart as MultipartRules;

/** What the form sends: 件名, 本文, the saved attachments kept and the files picked now. */
export interface ContactDraft {
  title: string;
  body: string;
  keepAttachmentIds: number[];
  files: File[];
}

/**
 * 件名, 本文 (with the template select for the school) and 添付ファイル of a new or corrected contact. The server's
 * field errors stand under their fields; the upload's progress shows while sending.
 */
export function ContactComposeForm(props: {
  initial?: { title: string; body: string; attachments: SavedAttachment[] };
  submitLabel: string;
  progress: UploadProgress;
  fieldErrors: Readonly<Record<string, string>>;
  onSubmit: (draft: ContactDraft) => void;
  onCancel: () => void;
  before?: ReactNode;
}) {
  const [form] = Form.useForm<{ title: string; body: string }>();
  const isMobile = useIsMobile();
  const [files, setFiles] = useState<File[]>([]);
  const [kept, setKept] = useState<SavedAttachment[]>(props.initial?.attachments ?? []);
  const [fileProblem, setFileProblem] = useState<string>();
  const isSending = props.progress.phase === 'uploading';
  const error = (name: string) => (props.fieldErrors[name] ? { validateStatus: 'error' as const, help: props.fieldErrors[name] } : {});
  const submit = (values: { title: string; body: string }) => props.onSubmit({ title: values.title.trim(), body: values.body, keepAttachmentIds: kept.map((a) => a.id), files });
  return (
    <Card>
      {props.before}
      <Form form={form} layout="vertical" initialValues={{ title: props.initial?.title ?? '', body: props.initial?.body ?? '' }} onFinish={submit} disabled={isSending}>
        <Form.Item name="title" label={t('contact.compose.title')} required {...error('title')}
          rules={[{ required: true, whitespace: true, message: t('validation.required', { label: fields.title.label }) }]}>
          <Input maxLength={fields.title.maxLength} showCount />
        </Form.Item>
        <Form.Item label={t('contact.compose.body')} required {...error('body')}>
          <Flex vertical gap={8}>
            <TemplateSelect onInsert={(body) => form.setFieldValue('body', `${String(form.getFieldValue('body') ?? '')}${body}`.slice(0, fields.body.maxLength))} />
            <Form.Item name="body" noStyle rules={[{ required: true, whitespace: true, message: t('validation.required', { label: fields.body.label }) }]}>
              <Input.TextArea autoSize={{ minRows: 8, maxRows: 20 }} maxLength={fields.body.maxLength} showCount aria-label={t('contact.compose.body')} />
            </Form.Item>
          </Flex>
        </Form.Item>
        <Form.Item label={t('contact.compose.attachments')} validateStatus={fileProblem ? 'error' : undefined} help={fileProblem}>
          <AttachmentPicker rules={contactFileRules} saved={kept} files={files} progress={props.progress} onProblem={setFileProblem}
            onRemoveSaved={(id) => setKept((list) => list.filter((a) => a.id !== id))}
            onAdd={(file) => setFiles((list) => [...list, file])}
            onRemove={(file) => setFiles((list) => list.filter((f) => f !== file))} />
        </Form.Item>
        <Flex justify="flex-end" gap={8} wrap>
          <Button size="large" onClick={props.onCancel} block={isMobile}>{t('contact.compose.cancel')}</Button>
          <Button type="primary" size="large" htmlType="submit" icon={<SendOutlined />} loading={isSending} block={isMobile}>{props.submitLabel}</Button>
        </Flex>
      </Form>
    </Card>
  );
}
