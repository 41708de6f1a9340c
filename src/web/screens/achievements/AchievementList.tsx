import { Alert, Button, Card, Select, Spin, Table, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { formatDate, ScreenPage, screenPath, t, useApiQuery, useCurrentUser, useIsMobile, useMayCall, type ScreenProps } from '../../kit';
import {
  deviationText, Empty, fiscalYearLabel, Score, SUBJECTS, subjectLabel, WindowTag,
  type GradeRecord, type SchoolSubjectGrades, type StudentRecords,
} from './gradeText';
import styles from './achievements.module.css';

/** The columns every test table shares: the five subjects, total, average, deviation and ranking. */
function scoreColumns() {
  return [
    ...SUBJECTS.map((s) => ({
      key: s, title: subjectLabel(s), align: 'right' as const,
      render: (_: unknown, r: { record?: GradeRecord }) => <Score value={r.record?.[s]} diff={r.record?.difference?.[s]} />,
    })),
    { key: 'total', title: subjectLabel('total'), align: 'right' as const, render: (_: unknown, r: { record?: GradeRecord }) => <Score value={r.record?.total} diff={r.record?.difference?.total} /> },
    { key: 'average', title: t('achievements.column.average'), align: 'right' as const, render: (_: unknown, r: { record?: GradeRecord }) => deviationText(r.record?.average) ?? <Empty /> },
    { key: 'deviation', title: t('achievements.column.deviation'), align: 'right' as const, render: (_: unknown, r: { record?: GradeRecord }) => deviationText(r.record?.deviation) ?? <Empty /> },
    {
      key: 'ranking', title: t('achievements.column.ranking'), align: 'right' as const,
      render: (_: unknown, r: { record?: GradeRecord }) => (r.record?.ranking ? (
        <span className={styles.score}>
          <span>{t('achievements.list.rankingValue', { ranking: r.record.ranking })}</span>
          {r.record.is_ranking_computed && r.record.peers !== null && <span className={styles.muted}>{t('achievements.list.peers', { peers: r.record.peers })}</span>}
        </span>
      ) : <Empty />),
    },
  ];
}

/** A test's name with its date under it. */
function TestName({ name, date }: { name: string; date: string | null | undefined }) {
  return (
    <span className={styles.testName}>
      <span>{name}</span>
      {date && <span className={styles.muted}>{formatDate(date)}</span>}
    </span>
  );
}

/** 定期テスト: the six exam points of the year, each with its record (blank when none). */
function ExaminationTable({ data }: { data: StudentRecords }) {
  const rows = data.exam_points.map((p) => ({ key: p.exam_point, name: p.exam_name, record: data.records.find((r) => r.record_kind === 'examination' && r.exam_point === p.exam_point) }));
  return (
    <Table
      size="small" pagination={false} scroll={{ x: 'max-content' }} rowKey="key" dataSource={rows}
      aria-label={t('achievements.kind.examination')}
      columns={[{ key: 'name', title: t('achievements.column.test'), fixed: 'left', render: (_: unknown, r) => <TestName name={r.name} date={r.record?.taken_on} /> }, ...scoreColumns()]}
    />
  );
}

/** 模試: the year's mock tests by date. */
function MockTestTable({ data }: { data: StudentRecords }) {
  const rows = data.records.filter((r) => r.record_kind === 'test').map((r) => ({ key: r.id, name: r.exam_name, record: r }));
  if (rows.length === 0) return <Typography.Text type="secondary">{t('achievements.list.noTests')}</Typography.Text>;
  return (
    <Table
      size="small" pagination={false} scroll={{ x: 'max-content' }} rowKey="key" dataSource={rows}
      aria-label={t('achievements.kind.test')}
      columns={[{ key: 'name', title: t('achievements.field.examName'), fixed: 'left', render: (_: unknown, r) => <TestName name={r.name} date={r.record.taken_on} /> }, ...scoreColumns()]}
    />
  );
}

/** 通知表: the ratings by school subject × the four report cards. */
function ReportTable({ data }: { data: SchoolSubjectGrades }) {
  if (data.ratings.length === 0) return <Typography.Text type="secondary">{t('achievements.list.noRatings')}</Typography.Text>;
  const ratingOf = (subjectId: number, point: number) => data.ratings.find((r) => r.school_subject_id === subjectId && r.report_point === point)?.rating;
  return (
    <Table
      size="small" pagination={false} scroll={{ x: 'max-content' }} rowKey="id" dataSource={data.subjects}
      aria-label={t('achievements.kind.report')}
      columns={[
        { key: 'name', title: t('achievements.column.subject'), dataIndex: 'name', fixed: 'left' },
        ...data.report_points.map((p) => ({
          key: String(p.report_point), align: 'center' as const,
          title: <span>{p.label}{p.input.state === 'fixed' && <WindowTag input={p.input} />}</span>,
          render: (_: unknown, s: SchoolSubjectGrades['subjects'][number]) => ratingOf(s.id, p.report_point) ?? <Empty />,
        })),
      ]}
    />
  );
}

/**
 * 成績一覧 (/achievements/list, a guardian's): the child's grades of a fiscal year — 定期テスト by the six points, 模試 by
 * name, each with total, average, deviation, ranking and the difference from last time (▲/▼, coloured and signed), and
 * the report card's ratings by subject × the four report cards.
 */
export function AchievementList({ screen }: ScreenProps) {
  const user = useCurrentUser();
  const isMobile = useIsMobile();
  const navigate = useNavigate();
  const mayEdit = useMayCall('records.student-save');
  const studentId = user.ability.studentIds[0];
  const [year, setYear] = useState<number>();
  const init = { params: { path: { id: String(studentId ?? 0) }, query: year === undefined ? {} : { fiscal_year: year } } };
  const records = useApiQuery('/api/v1/records/students/{id}', init, { enabled: studentId !== undefined, placeholderData: (previous) => previous });
  const ratings = useApiQuery('/api/v1/records/students/{id}/school-subjects', init, { enabled: studentId !== undefined, placeholderData: (previous) => previous });
  const data = records.data;
  const shownYear = year ?? data?.fiscal_year;

  return (
    <ScreenPage screen={screen}>
      <div className={styles.page}>
        <div className={styles.toolbar}>
          <label htmlFor="achievement-year" className={styles.toolbarLabel}>{t('achievements.field.fiscalYear')}</label>
          <Select<number>
            id="achievement-year" className={styles.yearSelect} size={isMobile ? 'large' : 'middle'} value={shownYear}
            options={(data?.fiscal_years ?? []).map((y) => ({ value: y, label: fiscalYearLabel(y) }))}
            onChange={setYear} loading={records.isLoading}
          />
          {(records.isFetching || ratings.isFetching) && <Spin size="small" />}
          {mayEdit && data?.can_edit && (
            <Button type="primary" size={isMobile ? 'large' : 'middle'} onClick={() => void navigate(screenPath('achievements.edit'))}>{t('achievements.list.edit')}</Button>
          )}
        </div>
        {records.error && <Alert type="error" showIcon message={records.error.message} />}
        {data && (
          <>
            <p className={styles.student}>{t('achievements.list.student', { name: data.student.name, schoolyear: data.student.schoolyear_name })}</p>
            <Alert type="info" showIcon message={t('achievements.list.differenceHelp')} />
            <Card title={t('achievements.kind.examination')} size="small"><ExaminationTable data={data} /></Card>
            <Card title={t('achievements.kind.test')} size="small"><MockTestTable data={data} /></Card>
          </>
        )}
        {ratings.data && <Card title={t('achievements.kind.report')} size="small"><ReportTable data={ratings.data} /></Card>}
      </div>
    </ScreenPage>
  );
}
