import { Form, Input, Modal, Typography } from 'antd';
import { entities } from '../../../../generated/entities.js';
import { t } from '../../../kit';
import type { GridRequest } from './gridTypes.js';

const REASON_MAX = entities.reschedule_request.fields.refusal_reason.maxLength;

/** 見送り: a make-up request refused, with the reason the family reads. */
export function RefuseRequestModal(props: {
  request: GridRequest | undefined; isSending: boolean; onRefuse: (request: GridRequest, reason: string) => void; onClose: () => void;
}) {
  const [form] = Form.useForm<{ reason: string }>();
  const { request } = props;
  return (
    <Modal
      open={request !== undefined}
      title={t('lessonGrid.requests.refuseTitle')}
      okText={t('lessonGrid.requests.refuseOk')}
      okButtonProps={{ danger: true }}
      cancelText={t('lessonGrid.requests.close')}
      confirmLoading={props.isSending}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      destroyOnHidden
    >
      {request && <Typography.Paragraph>{t('lessonGrid.requests.refuseFor', { student: request.student_name })}</Typography.Paragraph>}
      <Form key={request?.id} form={form} layout="vertical" onFinish={(values) => request && props.onRefuse(request, values.reason?.trim() ?? '')}>
        <Form.Item name="reason" label={t('lessonGrid.requests.reason')}
          rules={[{ max: REASON_MAX, message: t('validation.maxLength', { label: t('lessonGrid.requests.reason'), limit: REASON_MAX }) }]}>
          <Input.TextArea rows={3} maxLength={REASON_MAX} showCount placeholder={t('lessonGrid.requests.reasonPlaceholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
