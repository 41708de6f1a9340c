import { Alert, AutoComplete, Button, Card, Form, InputNumber, Radio, Select, Table, Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ExamPointCode, ReportPointCode } from '../../../generated/enums.js';
import {
  DateInput, ScreenPage, screenPath, t, useApiMutation, useApiQuery, useCurrentUser, useFeedback, useIsMobile, useUnsavedChanges,
  type DateInputValue, type MessageKey, type ScreenProps, type UnsavedChanges,
} from '../../kit';
import {
  fiscalYearLabel, GRADE_READS, japanToday, SCORE_FIELDS, subjectLabel, termOfDate, windowText, WindowTag,
  type InputWindow, type SchoolSubjectGrades, type ScoreField, type StudentRecords,
} from './gradeText';
import styles from './achievements.module.css';

type Kind = 'examination' | 'test';
type ScoreValues = Record<ScoreField, number | null>;
const BLANK: ScoreValues = { japanese: null, math: null, english: null, science: null, social: null, total: null };
/** A subject's highest score: 100 on a 定期テスト, 200 on a 模試 (model/operations/records.yaml). */
const maxOf = (kind: Kind) => (kind === 'examination' ? 100 : 200);
const TEST_FIELDS = ['exam_point', 'exam_name', 'taken_on', ...SCORE_FIELDS];

/** The five subjects (every score field but the total). */
const SUBJECTS = SCORE_FIELDS.filter((field) => field !== 'total');

/**
 * The scores with one changed: a total that was the subjects' sum (or empty) follows them, so that changing 国語 does
 * not leave a 合計 the server refuses; a total typed on its own (a test with more subjects) stays as typed.
 */
function withTotalFollowing(values: ScoreValues, field: ScoreField, value: number | null): ScoreValues {
  const next = { ...values, [field]: value };
  if (field === 'total') return next;
  const sumOf = (v: ScoreValues) => SUBJECTS.reduce((sum, f) => sum + (v[f] ?? 0), 0);
  const entered = SUBJECTS.some((f) => next[f] !== null);
  if (values.total === null || values.total === sumOf(values)) next.total = entered ? sumOf(next) : null;
  return next;
}

/** Why a closed window is closed, and what to do: shown above the disabled fields. */
function ClosedNotice({ input }: { input: InputWindow }) {
  if (input.state === 'open') return <Alert type="info" showIcon message={windowText(input)} />;
  const help: MessageKey = input.state === 'fixed' ? 'achievements.edit.fixedHelp' : input.state === 'closed' ? 'achievements.edit.closedHelp' : 'achievements.edit.notStartedHelp';
  return <Alert type="warning" showIcon role="alert" message={t('achievements.edit.closedTitle', { reason: windowText(input) })} description={t(help)} />;
}

/** The year select, which asks before throwing away what was typed (spec §8: unsaved input when changing year). */
function YearChoice(props: { years: number[]; year: number | undefined; unsaved: UnsavedChanges; onChange: (year: number) => void }) {
  const { modal } = useFeedback();
  const isMobile = useIsMobile();
  const choose = (year: number) => {
    if (!props.unsaved.isDirty) {
      props.onChange(year);
      return;
    }
    modal.confirm({
      title: t('achievements.yearSwitch.title'), content: t('achievements.yearSwitch.content'),
      okText: t('achievements.yearSwitch.ok'), cancelText: t('achievements.yearSwitch.cancel'),
      onOk: () => { props.unsaved.markClean(); props.onChange(year); },
    });
  };
  return (
    <div className={styles.toolbar}>
      <label htmlFor="achievement-edit-year" className={styles.toolbarLabel}>{t('achievements.field.fiscalYear')}</label>
      <Select<number>
        id="achievement-edit-year" className={styles.yearSelect} size={isMobile ? 'large' : 'middle'} value={props.year}
        options={props.years.map((y) => ({ value: y, label: fiscalYearLabel(y) }))} onChange={choose}
      />
    </div>
  );
}

/** One test's scores: choose 定期テスト (one of six) or 模試 (a name and date), then the five subjects and the total. */
function TestScores(props: { studentId: number; data: StudentRecords; unsaved: UnsavedChanges }) {
  const { data, unsaved } = props;
  const { message } = useFeedback();
  const isMobile = useIsMobile();
  const [kind, setKind] = useState<Kind>('examination');
  const [examPoint, setExamPoint] = useState<ExamPointCode>();
  const [examName, setExamName] = useState('');
  const [takenOn, setTakenOn] = useState<DateInputValue>(null);
  const [values, setValues] = useState<ScoreValues>(BLANK);
  const save = useApiMutation('post', '/api/v1/records/students/{id}', { invalidates: GRADE_READS, formFields: TEST_FIELDS });
  const errorOf = (field: string) => save.fieldErrors.find((e) => e.field === field)?.message;

  const record = kind === 'examination'
    ? data.records.find((r) => r.record_kind === 'examination' && r.exam_point === examPoint)
    : data.records.find((r) => r.record_kind === 'test' && r.exam_name === examName.trim());
  const takenOnText = typeof takenOn === 'object' && takenOn !== null ? takenOn.format('YYYY-MM-DD') : null;
  const isChosen = kind === 'examination' ? examPoint !== undefined : examName.trim() !== '';
  const input: InputWindow | undefined = !isChosen ? undefined : kind === 'examination'
    ? data.exam_points.find((p) => p.exam_point === examPoint)?.input
    : (data.test_terms.find((x) => x.term === termOfDate(takenOnText ?? record?.taken_on ?? japanToday()))?.input);
  const isOpen = input?.state === 'open';

  /** A test chosen: its stored scores are filled in (nothing typed yet). */
  const fill = (next: { kind: Kind; point?: ExamPointCode; name?: string }) => {
    const found = next.kind === 'examination'
      ? data.records.find((r) => r.record_kind === 'examination' && r.exam_point === next.point)
      : data.records.find((r) => r.record_kind === 'test' && r.exam_name === (next.name ?? '').trim());
    setValues(found ? { japanese: found.japanese, math: found.math, english: found.english, science: found.science, social: found.social, total: found.total } : BLANK);
    save.clearFieldErrors();
    unsaved.markClean();
  };
  const change = (field: ScoreField, value: number | null) => {
    setValues((v) => withTotalFollowing(v, field, value));
    unsaved.markDirty();
  };
  const submit = async () => {
    await save.mutateAsync({
      params: { path: { id: String(props.studentId) } },
      body: {
        fiscal_year: data.fiscal_year, record_kind: kind, ...(kind === 'examination' ? { exam_point: examPoint ?? null } : { exam_name: examName, taken_on: takenOnText }),
        ...values,
      },
    });
    unsaved.markClean();
    void message.success(t('achievements.edit.saved'));
  };

  const mockNames = [...new Set(data.records.filter((r) => r.record_kind === 'test').map((r) => r.exam_name))];
  return (
    <Form layout="vertical" onFinish={() => void submit().catch(() => undefined)}>
      <Form.Item label={t('achievements.field.kind')}>
        <Radio.Group
          value={kind} optionType="button" buttonStyle="solid" size={isMobile ? 'large' : 'middle'}
          onChange={(e) => { const next = e.target.value as Kind; setKind(next); fill({ kind: next, point: examPoint, name: examName }); }}
          options={[{ value: 'examination', label: t('achievements.kind.examination') }, { value: 'test', label: t('achievements.kind.test') }]}
        />
      </Form.Item>
      {kind === 'examination' ? (
        <Form.Item label={t('achievements.field.examPoint')} htmlFor="achievement-exam-point" validateStatus={errorOf('exam_point') ? 'error' : undefined} help={errorOf('exam_point')}>
          <Select<ExamPointCode>
            id="achievement-exam-point" className={styles.choiceItem} size={isMobile ? 'large' : 'middle'} value={examPoint}
            placeholder={t('achievements.edit.chooseTest')}
            onChange={(point) => { setExamPoint(point); fill({ kind, point }); }}
            options={data.exam_points.map((p) => ({ value: p.exam_point as ExamPointCode, label: <span>{p.exam_name}<WindowTag input={p.input} /></span>, title: p.exam_name }))}
          />
        </Form.Item>
      ) : (
        <div className={styles.choice}>
          <Form.Item label={t('achievements.field.examName')} htmlFor="achievement-exam-name" validateStatus={errorOf('exam_name') ? 'error' : undefined} help={errorOf('exam_name')}>
            <AutoComplete
              id="achievement-exam-name" className={styles.choiceItem} size={isMobile ? 'large' : 'middle'} value={examName}
              placeholder={t('achievements.edit.examNamePlaceholder')} options={mockNames.map((n) => ({ value: n }))}
              onChange={(name: string) => { setExamName(name); fill({ kind, name }); }}
            />
          </Form.Item>
          <Form.Item label={t('achievements.field.takenOn')} htmlFor="achievement-taken-on" validateStatus={errorOf('taken_on') ? 'error' : undefined} help={errorOf('taken_on')}>
            <DateInput kind="date" id="achievement-taken-on" value={takenOn} onChange={(v) => { setTakenOn(v); unsaved.markDirty(); }} />
          </Form.Item>
        </div>
      )}
      {input && <ClosedNotice input={input} />}
      <p className={styles.hint}>{t('achievements.edit.scoreHint')}</p>
      <div className={styles.scoreGrid}>
        {SCORE_FIELDS.map((field) => (
          <Form.Item key={field} label={subjectLabel(field)} htmlFor={`achievement-score-${field}`} validateStatus={errorOf(field) ? 'error' : undefined} help={errorOf(field)}>
            <InputNumber<number>
              id={`achievement-score-${field}`} className={styles.scoreInput} size={isMobile ? 'large' : 'middle'} inputMode="numeric"
              min={0} max={field === 'total' ? 1000 : maxOf(kind)} precision={0} value={values[field]} disabled={!isOpen}
              onChange={(v) => change(field, v)}
            />
          </Form.Item>
        ))}
      </div>
      <div className={styles.actions}>
        <Button type="primary" htmlType="submit" size={isMobile ? 'large' : 'middle'} disabled={!isOpen} loading={save.isPending}>{t('achievements.edit.save')}</Button>
      </div>
    </Form>
  );
}

/** One report card's ratings 1–5 by school subject; a cleared rating removes it. */
function ReportRatings(props: { studentId: number; data: SchoolSubjectGrades; unsaved: UnsavedChanges }) {
  const { data, unsaved } = props;
  const { message } = useFeedback();
  const isMobile = useIsMobile();
  const [point, setPoint] = useState<ReportPointCode>();
  const [edits, setEdits] = useState<Record<number, number | null>>({});
  const save = useApiMutation('post', '/api/v1/records/students/{id}/school-subjects', { invalidates: GRADE_READS });
  const stored = (subjectId: number) => data.ratings.find((r) => r.report_point === point && r.school_subject_id === subjectId)?.rating ?? null;
  const valueOf = (subjectId: number) => (subjectId in edits ? edits[subjectId]! : stored(subjectId));
  const chosen = data.report_points.find((p) => p.report_point === point);
  const isOpen = chosen?.input.state === 'open';
  const submit = async () => {
    if (point === undefined) return;
    await save.mutateAsync({
      params: { path: { id: String(props.studentId) } },
      body: { fiscal_year: data.fiscal_year, report_point: point, ratings: data.subjects.map((s) => ({ school_subject_id: s.id, rating: valueOf(s.id) })) },
    });
    setEdits({});
    unsaved.markClean();
    void message.success(t('achievements.edit.savedRatings'));
  };
  return (
    <Form layout="vertical" onFinish={() => void submit().catch(() => undefined)}>
      <Form.Item label={t('achievements.field.reportPoint')} htmlFor="achievement-report-point">
        <Select<ReportPointCode>
          id="achievement-report-point" className={styles.choiceItem} size={isMobile ? 'large' : 'middle'} value={point}
          placeholder={t('achievements.edit.chooseTest')}
          onChange={(p) => { setPoint(p); setEdits({}); unsaved.markClean(); }}
          options={data.report_points.map((p) => ({ value: p.report_point as ReportPointCode, label: <span>{p.label}<WindowTag input={p.input} /></span>, title: p.label }))}
        />
      </Form.Item>
      {chosen && <ClosedNotice input={chosen.input} />}
      {chosen && (
        <Table
          size="small" pagination={false} rowKey="id" dataSource={data.subjects} style={{ maxWidth: 420, marginTop: 12 }}
          locale={{ emptyText: t('achievements.edit.noSubjects') }}
          columns={[
            { key: 'name', title: t('achievements.column.subject'), dataIndex: 'name' },
            {
              key: 'rating', title: chosen.label,
              render: (_: unknown, s: SchoolSubjectGrades['subjects'][number]) => (
                <Select<number>
                  aria-label={`${s.name} ${chosen.label}`} className={styles.cellInput} allowClear disabled={!isOpen} size={isMobile ? 'large' : 'middle'}
                  placeholder={t('achievements.edit.ratingPlaceholder')} value={valueOf(s.id) ?? undefined}
                  options={[1, 2, 3, 4, 5].map((v) => ({ value: v, label: String(v) }))}
                  onChange={(v) => { setEdits((e) => ({ ...e, [s.id]: v ?? null })); unsaved.markDirty(); }}
                />
              ),
            },
          ]}
        />
      )}
      <div className={styles.actions}>
        <Button type="primary" htmlType="submit" size={isMobile ? 'large' : 'middle'} disabled={!isOpen} loading={save.isPending}>{t('achievements.edit.save')}</Button>
      </div>
    </Form>
  );
}

/**
 * 成績入力 (/achievements/edit, a guardian's with ALLOW_PROTECTOR_INPUT_SCORES): the scores of one test of the child
 * (定期テスト or 模試) and the report card's ratings, for a fiscal year. A test or report card outside its input window
 * shows why (入力期限 YYYY年MM月DD日を過ぎています, 確定済み) with its fields closed; changing the year with unsaved input
 * asks first.
 */
export function AchievementEdit({ screen }: ScreenProps) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const unsaved = useUnsavedChanges();
  const studentId = user.ability.studentIds[0];
  const [year, setYear] = useState<number>();
  const init = { params: { path: { id: String(studentId ?? 0) }, query: year === undefined ? {} : { fiscal_year: year } } };
  const records = useApiQuery('/api/v1/records/students/{id}', init, { enabled: studentId !== undefined });
  const ratings = useApiQuery('/api/v1/records/students/{id}/school-subjects', init, { enabled: studentId !== undefined });
  const years = useMemo(() => records.data?.fiscal_years ?? [], [records.data]);
  const shownYear = year ?? records.data?.fiscal_year;
  return (
    <ScreenPage screen={screen} extra={<Button onClick={() => void navigate(screenPath('achievements.list'))}>{t('achievements.edit.toList')}</Button>}>
      <div className={styles.page}>
        <YearChoice years={years} year={shownYear} unsaved={unsaved} onChange={setYear} />
        {records.error && <Alert type="error" showIcon message={records.error.message} />}
        {studentId !== undefined && records.data && ratings.data && (
          <Card size="small">
            <Tabs
              key={shownYear}
              items={[
                { key: 'scores', label: t('achievements.edit.tabScores'), children: <TestScores studentId={studentId} data={records.data} unsaved={unsaved} /> },
                { key: 'report', label: t('achievements.edit.tabReport'), children: <ReportRatings studentId={studentId} data={ratings.data} unsaved={unsaved} /> },
              ]}
            />
          </Card>
        )}
      </div>
    </ScreenPage>
  );
}
