import { Alert, Button, Form, Modal, Typography } from 'antd';
import { useEffect } from 'react';
import { t, useApiMutation } from '../../../kit';
import { GRID_READS } from './gridReads.js';
import { useTermChoices } from './useLookups.js';
import { FormSelect } from './FormSelect';

/**
 * 授業の生成: a term's lessons made from the weekly timetable (通常授業) for the schoolhouse (frame.generate), closed days
 * and lessons already there left out; says what it made: 作成 n コマ / n 授業, 重複のため n 件スキップ. 生成する waits
 * for the terms and the current one filled in.
 */
export function GenerateLessonsModal(props: { isOpen: boolean; schoolhouseId: number; schoolhouseName: string; onClose: () => void }) {
  const [form] = Form.useForm<{ yearly_schedule_id: number }>();
  const terms = useTermChoices(props.isOpen);
  const generate = useApiMutation('post', '/api/v1/frame-divide/generate', { invalidates: GRID_READS });
  const { reset } = generate;
  useEffect(() => {
    if (props.isOpen) reset();
  }, [props.isOpen, reset]);
  useEffect(() => {
    if (props.isOpen && terms.currentId !== undefined && form.getFieldValue('yearly_schedule_id') === undefined) form.setFieldsValue({ yearly_schedule_id: terms.currentId });
  }, [terms.currentId, form, props.isOpen]);
  const chosen = Form.useWatch('yearly_schedule_id', form);
  // Until the terms have come and the current one is filled in, 生成する would only say that no term is chosen.
  const isWaitingForTerm = terms.isLoading || (chosen === undefined && terms.currentId !== undefined);
  const result = generate.data;
  return (
    <Modal
      open={props.isOpen}
      title={t('lessonGrid.generate.title')}
      onCancel={props.onClose}
      forceRender
      footer={[
        <Button key="close" onClick={props.onClose}>{t('lessonGrid.generate.close')}</Button>,
        <Button key="submit" type="primary" loading={generate.isPending} disabled={isWaitingForTerm} onClick={() => form.submit()}>{t('lessonGrid.generate.submit')}</Button>,
      ]}
    >
      <Typography.Paragraph>{t('lessonGrid.generate.hint')}</Typography.Paragraph>
      <Typography.Paragraph strong>{t('lessonGrid.generate.schoolhouse', { name: props.schoolhouseName })}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={(values) => generate.mutate({ body: { yearly_schedule_id: values.yearly_schedule_id, schoolhouse_id: props.schoolhouseId } })}>
        <Form.Item name="yearly_schedule_id" label={t('lessonGrid.generate.term')}
          rules={[{ required: true, message: t('validation.requiredSelect', { label: t('lessonGrid.generate.term') }) }]}>
          <FormSelect options={terms.choices} onChange={() => reset()} />
        </Form.Item>
      </Form>
      {result && (
        <Alert
          type="success"
          showIcon
          role="status"
          message={t('lessonGrid.generate.done')}
          description={(
            <>
              <div>{t('lessonGrid.generate.result', { frames: result.frames, lessons: result.lessons })}</div>
              <div>{t('lessonGrid.generate.skipped', { count: result.skipped })}</div>
            </>
          )}
        />
      )}
      {generate.isError && <Alert type="error" showIcon role="alert" message={generate.error.message} />}
    </Modal>
  );
}
