import { useCallback, useState } from 'react';
import { t, useApiMutation, useFeedback } from '../../../kit';
import { dateText } from './gridDates.js';
import type { GridLesson, Slot, SlotNames } from './gridTypes.js';
import { GRID_READS } from './gridReads.js';

/** The grid's writes that need no form: a dragged lesson moved, a lesson cancelled after a confirmation. */
export function useLessonActions(names: SlotNames) {
  const { message, modal } = useFeedback();
  // A refused drag's reason, kept over the grid until the next move (the pop-up message fades).
  const [refusal, setRefusal] = useState<string | undefined>();
  const move = useApiMutation('post', '/api/v1/frame-divide/lessons/{id}/move', { invalidates: GRID_READS });
  const cancel = useApiMutation('delete', '/api/v1/frame-divide/lessons/{id}', { invalidates: GRID_READS });

  const moveTo = (lesson: GridLesson, slot: Slot) => {
    if (lesson.seat_id === slot.seatId && lesson.lesson_date === slot.date && lesson.timetable_period_id === slot.periodId) return;
    setRefusal(undefined);
    move.mutate(
      { params: { path: { id: String(lesson.id) } }, body: { lesson_date: slot.date, timetable_period_id: slot.periodId, seat_id: slot.seatId } },
      {
        onSuccess: () => void message.success(t('lessonGrid.moved')),
        onError: (error) => setRefusal(error.message),
      },
    );
  };

  const confirmCancel = (lesson: GridLesson) => modal.confirm({
    title: t('lessonGrid.cancelTitle'),
    content: t('lessonGrid.cancelConfirm', {
      student: lesson.student_name, date: dateText(lesson.lesson_date),
      period: names.periodName(lesson.timetable_period_id), seat: names.seatName(lesson.seat_id),
    }),
    okText: t('lessonGrid.cancelOk'),
    okButtonProps: { danger: true },
    cancelText: t('lessonGrid.back'),
    onOk: () => cancel.mutate({ params: { path: { id: String(lesson.id) } } }, { onSuccess: () => void message.success(t('lessonGrid.cancelled')) }),
  });

  const clearRefusal = useCallback(() => setRefusal(undefined), []);
  return { moveTo, confirmCancel, refusal, clearRefusal, isMoving: move.isPending };
}
