import { Alert, Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { entities } from '../../../../generated/entities.js';
import { t, useApiMutation, useFeedback } from '../../../kit';
import { lessonText } from './lessonText.js';
import type { ScheduleLesson } from './scheduleTypes.js';

const reasonMaxLength = entities.lesson.fields.absence_reason.maxLength;

/**
 * 欠席連絡: the lesson, a warning that it cannot be taken back, and the reason (required); the school is told. The
 * schedule reads refresh after it (the lesson shows 欠席 and, where allowed, 振替申請).
 */
export function AbsenceDialog({ lesson, onClose }: { lesson: ScheduleLesson | undefined; onClose: () => void }) {
  const [form] = Form.useForm<{ reason: string }>();
  const { message } = useFeedback();
  const send = useApiMutation('post', '/api/v1/frame-divide/lessons/{id}/absent', { invalidates: ['/api/v1/frame-divide'], formFields: ['reason'] });
  useEffect(() => {
    if (lesson) form.resetFields();
  }, [lesson, form]);
  // The server's word on the reason (too long, a control character) stands under the field.
  useEffect(() => {
    const errors = send.fieldErrors.filter((e) => e.field === 'reason').map((e) => e.message);
    if (errors.length > 0) form.setFields([{ name: 'reason', errors }]);
  }, [send.fieldErrors, form]);
  const submit = async () => {
    if (!lesson) return;
    const { reason } = await form.validateFields();
    send.mutate({ params: { path: { id: String(lesson.id) } }, body: { type: 'absent', reason: reason.trim() } }, {
      onSuccess: () => {
        message.success(t('lessonSchedule.absence.sent'));
        onClose();
      },
    });
  };
  return (
    <Modal
      open={lesson !== undefined}
      title={t('lessonSchedule.absence.title')}
      okText={t('lessonSchedule.absence.submit')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true, loading: send.isPending }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      {lesson && <p style={{ fontWeight: 600 }}>{lessonText(lesson)}</p>}
      <Alert type="warning" showIcon message={t('lessonSchedule.absence.warning')} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical" requiredMark>
        <Form.Item
          name="reason"
          label={t('lessonSchedule.absence.reason')}
          rules={[{ required: true, whitespace: true, message: t('lessonSchedule.absence.reasonRequired') }]}
        >
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 6 }} maxLength={reasonMaxLength} showCount placeholder={t('lessonSchedule.absence.reasonPlaceholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
