import { Alert, Form, Modal, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { DateInput, dateValueMessage, t, useApiMutation, useFeedback, type DateInputValue } from '../../../kit';
import { dateText, ISO_DATE } from './gridDates.js';
import type { GridLesson, GridPeriod, GridSeat, SlotNames } from './gridTypes.js';
import { GRID_READS } from './gridReads.js';
import { FormSelect } from './FormSelect';

interface Values {
  lesson_date: DateInputValue;
  timetable_period_id: number;
  seat_id: number;
}

const required = (label: string) => [{ required: true, message: t('validation.requiredSelect', { label }) }];

/**
 * 移動…: the keyboard's way to move a lesson (the grid's other is a drag) to a date, period and seat, through
 * frame.move; a refusal (the seat or the student taken there, the teacher busy, a closed day) stays in the dialog in the
 * catalogue's words and the lesson stays where it was.
 */
export function MoveLessonModal(props: {
  lesson: GridLesson | undefined; seats: readonly GridSeat[]; periods: readonly GridPeriod[]; names: SlotNames; onClose: () => void;
}) {
  const { lesson, names } = props;
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const move = useApiMutation('post', '/api/v1/frame-divide/lessons/{id}/move', { invalidates: GRID_READS });
  const { reset } = move;
  useEffect(() => {
    if (!lesson) return;
    reset();
  }, [lesson, reset]);

  const submit = (values: Values) => {
    if (!lesson || !dayjs.isDayjs(values.lesson_date)) return;
    move.mutate(
      { params: { path: { id: String(lesson.id) } }, body: { ...values, lesson_date: values.lesson_date.format(ISO_DATE) } },
      { onSuccess: () => { void message.success(t('lessonGrid.moved')); props.onClose(); } },
    );
  };
  return (
    <Modal
      open={lesson !== undefined}
      title={t('lessonGrid.moveForm.title')}
      okText={t('lessonGrid.moveForm.submit')}
      cancelText={t('lessonGrid.moveForm.close')}
      confirmLoading={move.isPending}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      destroyOnHidden
    >
      {lesson && (
        <>
          <Typography.Paragraph strong style={{ marginBottom: 4 }}>
            {t('lessonGrid.moveForm.lesson', { student: lesson.student_name, subject: lesson.lesson_subject_name, teacher: lesson.teacher_name })}
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary">
            {t('lessonGrid.moveForm.from', { date: dateText(lesson.lesson_date), period: names.periodName(lesson.timetable_period_id), seat: names.seatName(lesson.seat_id) })}
          </Typography.Paragraph>
        </>
      )}
      {move.isError && <Alert type="error" showIcon role="alert" message={t('lessonGrid.moveForm.refused')} description={move.error.message} style={{ marginBottom: 16 }} />}
      <Form<Values>
        key={lesson?.id}
        form={form}
        layout="vertical"
        initialValues={lesson && { lesson_date: dayjs(lesson.lesson_date), timetable_period_id: lesson.timetable_period_id, seat_id: lesson.seat_id }}
        onFinish={submit} onValuesChange={() => move.isError && reset()}>
        <Form.Item name="lesson_date" label={t('lessonGrid.moveForm.date')} rules={[
          ...required(t('lessonGrid.moveForm.date')),
          { validator: (_, value: DateInputValue) => { const problem = dateValueMessage(value, 'date'); return problem ? Promise.reject(new Error(problem)) : Promise.resolve(); } },
        ]}>
          <DateInput kind="date" />
        </Form.Item>
        <Form.Item name="timetable_period_id" label={t('lessonGrid.moveForm.period')} rules={required(t('lessonGrid.moveForm.period'))}>
          <FormSelect options={props.periods.map((p) => ({ value: p.id, label: `${p.name} ${t('lessonGrid.periodTime', { from: p.start_time.slice(0, 5), to: p.end_time.slice(0, 5) })}` }))} />
        </Form.Item>
        <Form.Item name="seat_id" label={t('lessonGrid.moveForm.seat')} rules={required(t('lessonGrid.moveForm.seat'))}>
          <FormSelect options={props.seats.map((s) => ({ value: s.id, label: s.name }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
