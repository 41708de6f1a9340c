import { Alert, Button, Checkbox, Flex, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { codeLists } from '../../../generated/enums.js';
import { ScreenPage, SlotGrid, t, useApiMutation, useApiQuery, useCurrentUser, useFeedback, useUnsavedChanges, type ScreenProps, type SlotAxis } from '../../kit';
import { slotKey, slotsOf } from './attendance/availableTimeKeys.js';

const WEEKDAYS = codeLists.weekday.values;

/**
 * 通塾可能日 (/seat-management/attendance-date): the weekdays (月〜土, 日) and periods the acting child can come, as a grid
 * of check boxes, saved at once with 保存 (the set replaces the stored one). Staff read it when placing a make-up, and
 * the make-up choices mark the コマ that fit it. Leaving with unsaved changes asks first.
 */
export function AttendanceDate({ screen }: ScreenProps) {
  const user = useCurrentUser();
  const studentId = String(user.ability.studentIds[0] ?? 0);
  const path = '/api/v1/frame-divide/students/{id}/available-times' as const;
  const read = useApiQuery(path, { params: { path: { id: studentId } } }, { enabled: user.ability.studentIds.length > 0 });
  const save = useApiMutation('put', path, { invalidates: ['/api/v1/frame-divide'] });
  const unsaved = useUnsavedChanges();
  const { message } = useFeedback();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    if (read.data) setChosen(new Set(read.data.data.map((s) => slotKey(s.weekday, s.timetable_period_id))));
  }, [read.data]);
  const periods = read.data?.periods ?? [];
  const rows = useMemo<SlotAxis[]>(() => periods.map((p) => ({
    key: String(p.id),
    label: <span>{p.name}<br /><small style={{ fontWeight: 400, color: 'rgba(0,0,0,0.55)' }}>{t('lessonSchedule.time', { from: p.start_time.slice(0, 5), to: p.end_time.slice(0, 5) })}</small></span>,
  })), [periods]);
  const columns = useMemo<SlotAxis[]>(() => WEEKDAYS.map((w) => ({ key: String(w.code), label: w.label })), []);
  const toggle = (key: string, isOn: boolean) => {
    const next = new Set(chosen);
    if (isOn) next.add(key);
    else next.delete(key);
    setChosen(next);
    unsaved.markDirty();
  };
  const onSave = () => save.mutate({ params: { path: { id: studentId } }, body: { data: slotsOf(chosen) } }, {
    onSuccess: () => {
      unsaved.markClean();
      message.success(t('lessonSchedule.attendance.saved'));
    },
  });
  const periodName = (row: SlotAxis) => periods.find((p) => String(p.id) === row.key)?.name ?? '';
  return (
    <ScreenPage screen={screen}>
      <p>{t('lessonSchedule.attendance.intro')}</p>
      {unsaved.isDirty && <Alert type="warning" showIcon message={t('lessonSchedule.attendance.unsaved')} style={{ marginBottom: 12 }} />}
      {read.isLoading && <Flex justify="center" style={{ padding: 32 }}><Spin /></Flex>}
      {read.data && periods.length === 0 && <Alert type="info" showIcon message={t('lessonSchedule.empty.noData')} />}
      {periods.length > 0 && (
        <SlotGrid
          label={t('lessonSchedule.attendance.gridLabel')}
          corner={t('lessonSchedule.attendance.corner')}
          rows={rows}
          columns={columns}
          columnWidth="36px"
          renderCell={(row, column) => {
            const key = slotKey(Number(column.key), Number(row.key));
            const weekday = String(column.label);
            // The whole cell is the check box's label: a fingertip finds it on a phone.
            return (
              <Checkbox
                checked={chosen.has(key)}
                aria-label={t('lessonSchedule.attendance.cellLabel', { weekday, period: periodName(row) })}
                onChange={(e) => toggle(key, e.target.checked)}
                style={{ width: '100%', height: '100%', minHeight: 32, justifyContent: 'center', alignItems: 'center' }}
              />
            );
          }}
        />
      )}
      {periods.length > 0 && (
        <Flex justify="flex-end" style={{ marginTop: 16 }}>
          <Button type="primary" loading={save.isPending} onClick={onSave}>{t('lessonSchedule.attendance.save')}</Button>
        </Flex>
      )}
    </ScreenPage>
  );
}
