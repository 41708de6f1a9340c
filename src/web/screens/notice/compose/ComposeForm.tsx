import { Alert, Card, Col, Form, Input, Row, Typography } from 'antd';
import { useState } from 'react';
import { useIsMobile } from '../../../hooks/useIsMobile.js';
import { t } from '../../../i18n/i18n.js';
import { SurveyBuilder } from '../survey-builder/SurveyBuilder';
import { ComposeActions } from './ComposeActions';
import { AttachmentPicker } from '../../messaging/attachments/AttachmentPicker';
import { ComposeBodyEditor } from './ComposeBodyEditor';
import { ComposeDeliveryOptions } from './ComposeDeliveryOptions';
import { ComposeRecipientsSummary } from './ComposeRecipientsSummary';
import type { ComposeErrors } from './composeFieldErrors.js';
import { composePaths } from './composeRoute.js';
import { composeRules } from '../compose-model/composeRules.js';
import { composeSchema } from '../compose-model/composeSchema.js';
import type { ComposeValues } from '../compose-model/composeValues.js';
import type { ComposeStart } from './useComposeStart.js';
import { useComposeAutosave } from './useComposeAutosave.js';
import { useComposeSubmit } from './useComposeSubmit.js';
import { useNoticeArea } from '../area/NoticeAreaContext';
import { useAreaText } from '../area/useAreaText.js';

/**
 * The content of a notice: title, rich-text body, attachments and survey on the left; recipients, send settings and
 * the save buttons on the right (stacked on a phone). The text is saved in local storage as it is typed.
 */
export function ComposeForm(props: { routeKey: string; start: ComposeStart }) {
  const { start, routeKey } = props;
  const [form] = Form.useForm<ComposeValues>();
  const isMobile = useIsMobile();
  const area = useNoticeArea();
  const at = useAreaText();
  const [files, setFiles] = useState<File[]>([]);
  const [keepAttachmentIds, setKeepAttachmentIds] = useState(start.keepAttachmentIds);
  const [errors, setErrors] = useState<ComposeErrors>();
  const [fileProblem, setFileProblem] = useState<string>();
  const recipientIds = start.choice ? area.chosenIds(start.choice) : [];
  const recipientCount = start.isPublished ? (start.edited?.manage?.recipient_count ?? 0) : recipientIds.length;
  const savedAttachments = (start.edited?.attachments ?? []).filter((a) => keepAttachmentIds === undefined || keepAttachmentIds.includes(a.id));
  useComposeAutosave({ form, routeKey, keepAttachmentIds });
  const submit = useComposeSubmit({
    form, routeKey, start, recipientIds, recipientCount, files, keepAttachmentIds,
    onErrors: (e) => {
      setErrors(e);
      setFileProblem(e?.attachments.length ? e.attachments.join(' ') : undefined);
    },
  });
  const fillEmptyTitle = (title: string) => {
    if (!String(form.getFieldValue('title') ?? '').trim()) form.setFieldValue('title', title.slice(0, composeSchema.titleMax));
  };

  return (
    <Form form={form} layout="vertical" initialValues={start.values} scrollToFirstError>
      {errors?.general.map((message) => <Alert key={message} type="error" showIcon message={message} style={{ marginBottom: 16 }} />)}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Card title={at('noticeCompose.content.section')} style={{ marginBottom: 16 }}>
            <Form.Item name="title" label={composeSchema.label('title')} rules={composeRules.title} required>
              <Input showCount maxLength={composeSchema.titleMax} />
            </Form.Item>
            <Form.Item name="body" label={composeSchema.label('body')} rules={composeRules.body} required>
              <ComposeBodyEditor onTemplateTitle={fillEmptyTitle} />
            </Form.Item>
            <Form.Item label={t('noticeCompose.content.attachments')} validateStatus={fileProblem ? 'error' : undefined} help={fileProblem} style={{ marginBottom: 0 }}>
              <AttachmentPicker rules={composeSchema.files} saved={savedAttachments} files={files} progress={submit.progress} onProblem={setFileProblem}
                onRemoveSaved={(id) => setKeepAttachmentIds(savedAttachments.map((a) => a.id).filter((k) => k !== id))}
                onAdd={(file) => setFiles((list) => [...list, file])}
                onRemove={(file) => {
                  setFileProblem(undefined);
                  setFiles((list) => list.filter((f) => f !== file));
                }} />
            </Form.Item>
          </Card>
          <Card title={t('noticeCompose.survey.title')}>
            <SurveyBuilder isLocked={start.isPublished} savedDeadline={start.edited?.survey?.deadline} />
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <div style={isMobile ? undefined : { position: 'sticky', top: 72 }}>
            <Card title={t('noticeCompose.content.recipients')} size="small" style={{ marginBottom: 16 }}>
              <ComposeRecipientsSummary count={recipientCount} isFixed={start.isPublished} errors={errors?.recipients ?? []}
                choosePath={composePaths(area).chooseRecipients({ key: routeKey, noticeId: start.edited?.id })} />
            </Card>
            <Card title={t('noticeCompose.content.settings')} size="small" style={{ marginBottom: 16 }}>
              <ComposeDeliveryOptions isPublished={start.isPublished} />
            </Card>
            <Card size="small">
              <ComposeActions isPublished={start.isPublished} isSaving={submit.isSaving} onSave={submit.save} />
              <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0', fontSize: 12 }}>{t('noticeCompose.content.kept')}</Typography.Paragraph>
            </Card>
          </div>
        </Col>
      </Row>
    </Form>
  );
}
