import { Alert, AutoComplete, Button, Card, Form, InputNumber, Radio, Select, Spin, Table } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { codeLists, type ExamPointCode } from '../../../generated/enums.js';
import {
  DateInput, ScreenPage, t, useApiMutation, useApiQuery, useFeedback, useUnsavedChanges,
  type DateInputValue, type ScreenProps,
} from '../../kit';
import { Empty, deviationText, fiscalYearLabel, GRADE_READS, japanToday, SCORE_FIELDS, subjectLabel, type ClassRecords, type ScoreField } from './gradeText';
import styles from './achievements.module.css';

type Kind = 'examination' | 'test';
type Row = ClassRecords['data'][number];
type Values = Record<number, Record<ScoreField, number | null>>;

/** The six 定期テスト, named by the code list (the API's exam_name of each). */
const EXAM_POINTS = codeLists.exam_point.values.map((v) => ({ value: Number(v.code) as ExamPointCode, label: v.label }));

/** The current fiscal year (April–March, Japan) and the three before it. */
function fiscalYearChoices(): number[] {
  const today = japanToday();
  const current = Number(today.slice(5, 7)) >= 4 ? Number(today.slice(0, 4)) : Number(today.slice(0, 4)) - 1;
  return [current, current - 1, current - 2, current - 3];
}

const valuesOf = (rows: readonly Row[]): Values => Object.fromEntries(rows.map((r) => [r.student_id, {
  japanese: r.record?.japanese ?? null, math: r.record?.math ?? null, english: r.record?.english ?? null,
  science: r.record?.science ?? null, social: r.record?.social ?? null, total: r.record?.total ?? null,
}]));

/**
 * クラス成績入力 (/achievements/class-input, staff; not in the spec's route list): choose a schoolhouse, school year,
 * fiscal year and test, then enter every student's five subjects (and the total, else summed) in one table and save
 * them together. Deviation and ranking (computed among the company's students of the school year) show after saving.
 */
export function AchievementClassInput({ screen }: ScreenProps) {
  const { message } = useFeedback();
  const unsaved = useUnsavedChanges();
  const years = useMemo(fiscalYearChoices, []);
  const [schoolhouseId, setSchoolhouseId] = useState<number>();
  const [schoolyearId, setSchoolyearId] = useState<number>();
  const [fiscalYear, setFiscalYear] = useState(years[0]!);
  const [kind, setKind] = useState<Kind>('examination');
  const [examPoint, setExamPoint] = useState<ExamPointCode>();
  const [examName, setExamName] = useState('');
  const [takenOn, setTakenOn] = useState<DateInputValue>(null);
  const [values, setValues] = useState<Values>({});
  const houses = useApiQuery('/api/v1/schoolhouses', { params: { query: { limit: 100 } } });
  const schoolyears = useApiQuery('/api/v1/schoolyears', { params: { query: { limit: 100 } } });
  const test = kind === 'examination' ? (examPoint === undefined ? {} : { exam_point: examPoint }) : (examName.trim() ? { exam_name: examName.trim() } : {});
  const query = { schoolhouse_id: schoolhouseId, schoolyear_id: schoolyearId, fiscal_year: fiscalYear, record_kind: kind, ...test };
  const view = useApiQuery('/api/v1/records/class', { params: { query } }, { placeholderData: (previous) => previous });
  const rows = useMemo(() => view.data?.data ?? [], [view.data]);
  // Every cell's errors stand under it (rows.3.math), named by the row in the list above the table.
  const formFields = useMemo(() => rows.flatMap((_, i) => ['student_id', ...SCORE_FIELDS].map((f) => `rows.${i}.${f}`)), [rows]);
  const save = useApiMutation('post', '/api/v1/records/class', { invalidates: GRADE_READS, formFields });

  // A class or test chosen (or saved): its stored scores fill the table (only when the rows read change).
  useEffect(() => {
    setValues(valuesOf(rows));
    unsaved.markClean();
    save.clearFieldErrors();
  }, [rows]);

  const errorAt = (index: number, field: string) => save.fieldErrors.find((e) => e.field === `rows.${index}.${field}`)?.message;
  const rowErrors = save.fieldErrors.map((e) => {
    const index = Number(e.field.split('.')[1]);
    return t('achievements.classInput.rowError', { name: rows[index]?.name ?? e.field, message: e.message });
  });
  const change = (studentId: number, field: ScoreField, value: number | null) => {
    setValues((v) => ({ ...v, [studentId]: { ...v[studentId]!, [field]: value } }));
    unsaved.markDirty();
  };
  const submit = async () => {
    if (schoolhouseId === undefined || schoolyearId === undefined) return;
    const takenOnText = typeof takenOn === 'object' && takenOn !== null ? takenOn.format('YYYY-MM-DD') : null;
    const answer = await save.mutateAsync({
      body: {
        schoolhouse_id: schoolhouseId, schoolyear_id: schoolyearId, fiscal_year: fiscalYear, record_kind: kind, ...test,
        ...(kind === 'test' ? { taken_on: takenOnText } : {}),
        rows: rows.map((r) => ({ student_id: r.student_id, ...values[r.student_id] })),
      },
    });
    unsaved.markClean();
    void message.success(t('achievements.classInput.saved', { count: answer.data.filter((r) => r.record !== null).length }));
  };

  const isClassChosen = schoolhouseId !== undefined && schoolyearId !== undefined;
  const isTestChosen = Object.keys(test).length > 0;
  const max = kind === 'examination' ? 100 : 200;
  return (
    <ScreenPage screen={screen}>
      <div className={styles.page}>
        <Alert type="info" showIcon message={t('achievements.classInput.help')} />
        <Card size="small">
          <Form layout="vertical">
            <div className={styles.choice}>
              <Form.Item label={t('achievements.field.schoolhouse')} htmlFor="class-schoolhouse">
                <Select<number>
                  id="class-schoolhouse" className={styles.choiceItem} value={schoolhouseId} loading={houses.isLoading}
                  options={(houses.data?.data ?? []).map((h) => ({ value: Number(h.id), label: String(h.schoolhouse_name) }))} onChange={setSchoolhouseId}
                />
              </Form.Item>
              <Form.Item label={t('achievements.field.schoolyear')} htmlFor="class-schoolyear">
                <Select<number>
                  id="class-schoolyear" className={styles.yearSelect} value={schoolyearId} loading={schoolyears.isLoading}
                  options={(schoolyears.data?.data ?? []).map((y) => ({ value: Number(y.id), label: String(y.schoolyear_name) }))} onChange={setSchoolyearId}
                />
              </Form.Item>
              <Form.Item label={t('achievements.field.fiscalYear')} htmlFor="class-fiscal-year">
                <Select<number> id="class-fiscal-year" className={styles.yearSelect} value={fiscalYear} options={years.map((y) => ({ value: y, label: fiscalYearLabel(y) }))} onChange={setFiscalYear} />
              </Form.Item>
            </div>
            <div className={styles.choice}>
              <Form.Item label={t('achievements.field.kind')}>
                <Radio.Group
                  value={kind} optionType="button" buttonStyle="solid" onChange={(e) => setKind(e.target.value as Kind)}
                  options={[{ value: 'examination', label: t('achievements.kind.examination') }, { value: 'test', label: t('achievements.kind.test') }]}
                />
              </Form.Item>
              {kind === 'examination' ? (
                <Form.Item label={t('achievements.field.examPoint')} htmlFor="class-exam-point">
                  <Select<ExamPointCode>
                    id="class-exam-point" className={styles.choiceItem} value={examPoint} placeholder={t('achievements.classInput.chooseTest')}
                    options={EXAM_POINTS} onChange={setExamPoint}
                  />
                </Form.Item>
              ) : (
                <>
                  <Form.Item label={t('achievements.field.examName')} htmlFor="class-exam-name">
                    <AutoComplete
                      id="class-exam-name" className={styles.choiceItem} value={examName} placeholder={t('achievements.classInput.examNamePlaceholder')}
                      options={(view.data?.exam_names ?? []).map((n) => ({ value: n }))} onChange={(v: string) => setExamName(v)}
                    />
                  </Form.Item>
                  <Form.Item label={t('achievements.field.takenOn')} htmlFor="class-taken-on">
                    <DateInput kind="date" id="class-taken-on" value={takenOn} onChange={setTakenOn} />
                  </Form.Item>
                </>
              )}
            </div>
          </Form>
        </Card>
        {view.error && <Alert type="error" showIcon message={view.error.message} />}
        {!isClassChosen && <Alert type="info" message={t('achievements.classInput.chooseClass')} />}
        {isClassChosen && !isTestChosen && <Alert type="info" message={t('achievements.classInput.chooseTest')} />}
        {isClassChosen && isTestChosen && (
          <Card size="small" title={view.data?.exam_name ?? undefined} extra={view.isFetching && <Spin size="small" />}>
            {rowErrors.length > 0 && <Alert type="error" showIcon role="alert" style={{ marginBottom: 8 }} message={rowErrors.join(' / ')} />}
            <Table
              size="small" pagination={false} rowKey="student_id" dataSource={rows} scroll={{ x: 'max-content' }}
              locale={{ emptyText: t('achievements.classInput.noStudents') }}
              columns={[
                { key: 'number', title: t('achievements.column.studentNumber'), dataIndex: 'student_number' },
                { key: 'name', title: t('achievements.column.studentName'), dataIndex: 'name' },
                ...SCORE_FIELDS.map((field) => ({
                  key: field, title: subjectLabel(field),
                  render: (_: unknown, r: Row, index: number) => (
                    <>
                      <InputNumber<number>
                        aria-label={`${r.name} ${subjectLabel(field)}`} className={styles.cellInput} min={0} max={field === 'total' ? 1000 : max} precision={0}
                        inputMode="numeric" value={values[r.student_id]?.[field] ?? null} status={errorAt(index, field) ? 'error' : undefined}
                        onChange={(v) => change(r.student_id, field, v)}
                      />
                      {errorAt(index, field) && <div className={styles.errorText}>{errorAt(index, field)}</div>}
                    </>
                  ),
                })),
                { key: 'average', title: t('achievements.column.average'), align: 'right' as const, render: (_: unknown, r: Row) => deviationText(r.record?.average) ?? <Empty /> },
                { key: 'deviation', title: t('achievements.column.deviation'), align: 'right' as const, render: (_: unknown, r: Row) => deviationText(r.record?.deviation) ?? <Empty /> },
                { key: 'ranking', title: t('achievements.column.ranking'), align: 'right' as const, render: (_: unknown, r: Row) => (r.record?.ranking ? t('achievements.list.rankingValue', { ranking: r.record.ranking }) : <Empty />) },
              ]}
            />
            <p className={styles.muted}>{t('achievements.classInput.blankRowHelp')}</p>
            <div className={styles.actions}>
              <Button type="primary" disabled={rows.length === 0} loading={save.isPending} onClick={() => void submit().catch(() => undefined)}>{t('achievements.classInput.save')}</Button>
            </div>
          </Card>
        )}
      </div>
    </ScreenPage>
  );
}
