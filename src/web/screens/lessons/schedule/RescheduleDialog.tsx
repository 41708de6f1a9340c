import { Alert, Flex, Input, Modal, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { entities } from '../../../../generated/entities.js';
import { formatDate, t, useApiMutation, useApiQuery, useFeedback } from '../../../kit';
import { lessonText } from './lessonText.js';
import { RescheduleChoices, type Choices } from './RescheduleChoices';
import type { ScheduleLesson } from './scheduleTypes.js';

const noteMaxLength = entities.reschedule_request.fields.note.maxLength;

/**
 * 振替申請: the absent lesson, the deadline, the コマ with a free seat until then (通塾可能日 marked), a 第1希望 and an
 * optional 第2希望, and a note; the school approves one or declines, and the family is told.
 */
export function RescheduleDialog({ lesson, onClose }: { lesson: ScheduleLesson | undefined; onClose: () => void }) {
  const id = String(lesson?.id ?? 0);
  const { message } = useFeedback();
  const [choices, setChoices] = useState<Choices>({});
  const [note, setNote] = useState('');
  const [isFirstMissing, setFirstMissing] = useState(false);
  const options = useApiQuery('/api/v1/frame-divide/lessons/{id}/available-lessons', { params: { path: { id } } }, { enabled: lesson !== undefined });
  const send = useApiMutation('post', '/api/v1/frame-divide/lessons/{id}/reschedule', { invalidates: ['/api/v1/frame-divide'] });
  useEffect(() => {
    setChoices({});
    setNote('');
    setFirstMissing(false);
  }, [lesson]);
  const submit = () => {
    if (choices.first === undefined) {
      setFirstMissing(true);
      return;
    }
    const body = { first_frame_id: choices.first, ...(choices.second !== undefined ? { second_frame_id: choices.second } : {}), ...(note.trim() ? { note: note.trim() } : {}) };
    send.mutate({ params: { path: { id } }, body }, {
      onSuccess: () => {
        message.success(t('lessonSchedule.reschedule.sent'));
        onClose();
      },
      // A コマ taken meanwhile: the list is read again.
      onError: () => void options.refetch(),
    });
  };
  const list = options.data?.data ?? [];
  return (
    <Modal
      open={lesson !== undefined}
      title={t('lessonSchedule.reschedule.title')}
      okText={t('lessonSchedule.reschedule.submit')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: send.isPending, disabled: list.length === 0 }}
      onOk={submit}
      onCancel={onClose}
      width={640}
      destroyOnHidden
    >
      {lesson && <p style={{ fontWeight: 600, marginBottom: 4 }}>{t('lessonSchedule.reschedule.absentLesson', { lesson: lessonText(lesson) })}</p>}
      {options.data && <p style={{ marginBottom: 8 }}>{t('lessonSchedule.reschedule.deadline', { date: formatDate(options.data.deadline) })}</p>}
      {options.isLoading && <Flex justify="center" style={{ padding: 24 }}><Spin /></Flex>}
      {options.data && list.length === 0 && <Alert type="info" showIcon message={t('lessonSchedule.reschedule.empty')} />}
      {list.length > 0 && (
        <>
          <p style={{ color: 'rgba(0,0,0,0.65)' }}>{t('lessonSchedule.reschedule.intro')}</p>
          {isFirstMissing && choices.first === undefined && <Alert type="error" showIcon message={t('lessonSchedule.reschedule.firstRequired')} style={{ marginBottom: 8 }} />}
          <RescheduleChoices options={list} choices={choices} onChange={setChoices} />
          <label htmlFor="reschedule-note" style={{ display: 'block', margin: '12px 0 4px' }}>{t('lessonSchedule.reschedule.note')}</label>
          <Input.TextArea id="reschedule-note" value={note} onChange={(e) => setNote(e.target.value)} autoSize={{ minRows: 2, maxRows: 4 }} maxLength={noteMaxLength} showCount />
        </>
      )}
    </Modal>
  );
}
