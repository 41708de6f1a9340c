import { Alert, Button, Drawer, Form, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { codeLists, LessonType, type LessonTypeCode } from '../../../../generated/enums.js';
import { t, useApiMutation, useFeedback, useIsMobile } from '../../../kit';
import { dateText } from './gridDates.js';
import type { Slot, SlotNames } from './gridTypes.js';
import { GRID_READS } from './gridReads.js';
import { useStudentChoices, useSubjectChoices, useTeacherChoices, type Choice } from './useLookups.js';
import { FormSelect } from './FormSelect';

interface Values {
  student_id: number;
  teacher_id: number;
  lesson_subject_id: number;
  lesson_type: LessonTypeCode;
}

const FIELDS = ['student_id', 'teacher_id', 'lesson_subject_id', 'lesson_type'] as const;
const required = (label: string) => [{ required: true, message: t('validation.requiredSelect', { label }) }];

/**
 * 授業の登録: a lesson for an empty slot (student, teacher, subject, lesson type) through frame.place. A refusal (the seat,
 * the teacher or the student already taken at that period, a closed day) stays on the form in the catalogue's words.
 */
export function PlaceLessonDrawer(props: { slot: Slot | undefined; schoolhouseId: number; names: SlotNames; onClose: () => void }) {
  const { slot, schoolhouseId, names } = props;
  const isOpen = slot !== undefined;
  const isMobile = useIsMobile();
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const [search, setSearch] = useState('');
  // The chosen student stays a choice when a new search no longer lists them.
  const [picked, setPicked] = useState<Choice | undefined>();
  const students = useStudentChoices(schoolhouseId, search, isOpen);
  const teachers = useTeacherChoices(schoolhouseId, isOpen);
  const subjects = useSubjectChoices(isOpen);
  const place = useApiMutation('post', '/api/v1/frame-divide/lessons', { invalidates: GRID_READS, formFields: FIELDS });
  const { reset, fieldErrors } = place;

  useEffect(() => {
    if (!isOpen) return;
    reset();
    setSearch('');
    setPicked(undefined);
    form.resetFields();
  }, [slot, isOpen, form, reset]);
  useEffect(() => {
    if (fieldErrors.length > 0) form.setFields(fieldErrors.map((f) => ({ name: f.field as keyof Values, errors: [f.message] })));
  }, [fieldErrors, form]);

  const submit = (values: Values) => {
    if (!slot) return;
    place.mutate(
      { body: { schoolhouse_id: schoolhouseId, lesson_date: slot.date, timetable_period_id: slot.periodId, seat_id: slot.seatId, ...values } },
      { onSuccess: () => { void message.success(t('lessonGrid.placed')); props.onClose(); } },
    );
  };
  // The catalogue's refusal that is about no one field (LESSON_SEAT_TAKEN, LESSON_TEACHER_BUSY …), kept in view.
  const refusal = place.isError && place.fieldErrors.length === 0 ? place.error.message : undefined;
  return (
    <Drawer
      open={isOpen}
      title={t('lessonGrid.place.title')}
      width={isMobile ? '100%' : 480}
      onClose={props.onClose}
      destroyOnHidden
      footer={(
        <Space>
          <Button type="primary" loading={place.isPending} onClick={() => form.submit()}>{t('lessonGrid.place.submit')}</Button>
          <Button onClick={props.onClose}>{t('lessonGrid.place.close')}</Button>
        </Space>
      )}
    >
      {slot && (
        <Typography.Paragraph strong>
          {t('lessonGrid.place.where', { date: dateText(slot.date), period: names.periodName(slot.periodId), seat: names.seatName(slot.seatId) })}
        </Typography.Paragraph>
      )}
      {refusal && <Alert type="error" showIcon role="alert" message={t('lessonGrid.place.refused')} description={refusal} style={{ marginBottom: 16 }} />}
      <Form<Values> form={form} layout="vertical" initialValues={{ lesson_type: LessonType.regular }} onFinish={submit} onValuesChange={() => place.isError && reset()}>
        <Form.Item name="student_id" label={t('lessonGrid.place.student')} rules={required(t('lessonGrid.place.student'))}>
          <FormSelect
            showSearch
            filterOption={false}
            onSearch={setSearch}
            loading={students.isLoading}
            placeholder={t('lessonGrid.place.studentSearch')}
            options={picked && !students.choices.some((c) => c.value === picked.value) ? [picked, ...students.choices] : students.choices}
            onSelect={(value: number, choice) => setPicked({ value, label: String(choice.label) })}
          />
        </Form.Item>
        <Form.Item name="teacher_id" label={t('lessonGrid.place.teacher')} rules={required(t('lessonGrid.place.teacher'))}>
          <FormSelect showSearch optionFilterProp="label" options={teachers} />
        </Form.Item>
        <Form.Item name="lesson_subject_id" label={t('lessonGrid.place.subject')} rules={required(t('lessonGrid.place.subject'))}>
          <FormSelect showSearch optionFilterProp="label" options={subjects} />
        </Form.Item>
        <Form.Item name="lesson_type" label={t('lessonGrid.place.lessonType')} rules={required(t('lessonGrid.place.lessonType'))}>
          <FormSelect options={codeLists.lesson_type.values.map((v) => ({ value: v.code, label: v.label }))} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
