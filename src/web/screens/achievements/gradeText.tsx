import { Tag } from 'antd';
import { formatDate, t, type ApiData, type MessageKey } from '../../kit';
import styles from './achievements.module.css';

/** GET /records/students/{id}: a student's tests of a fiscal year. */
export type StudentRecords = ApiData<'get', '/api/v1/records/students/{id}'>;
export type GradeRecord = StudentRecords['records'][number];
export type InputWindow = GradeRecord['input'];
/** GET /records/students/{id}/school-subjects: the report-card ratings. */
export type SchoolSubjectGrades = ApiData<'get', '/api/v1/records/students/{id}/school-subjects'>;
/** GET /records/class: a class's scores of one test. */
export type ClassRecords = ApiData<'get', '/api/v1/records/class'>;

/** The five subjects in a result sheet's order, with their labels. */
export const SUBJECTS = ['japanese', 'math', 'english', 'science', 'social'] as const;
export type Subject = (typeof SUBJECTS)[number];
export type ScoreField = Subject | 'total';
export const SCORE_FIELDS: readonly ScoreField[] = [...SUBJECTS, 'total'];
export const subjectLabel = (field: ScoreField) => t(`achievements.subject.${field}` as MessageKey);

/** Reads that a grade write refreshes. */
export const GRADE_READS = ['/api/v1/records'] as const;

/** 2026年度 for a select. */
export const fiscalYearLabel = (year: number) => t('achievements.fiscalYearOption', { year });

/** Today in Japan (YYYY-MM-DD). */
export const japanToday = () => new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);

/** The school term of a date (April–August 1, September–December 2, January–March 3): a 模試's input window. */
export function termOfDate(date: string): number {
  const month = Number(date.slice(5, 7));
  return month >= 4 && month <= 8 ? 1 : month >= 9 ? 2 : 3;
}

/** A blank value of a table cell. */
export const Empty = () => <span className={styles.empty}>{t('achievements.list.empty')}</span>;

/** The difference from last time: ▲+5 / ▼−3 / ±0, with its colour and a sentence for screen readers. */
export function Diff({ value }: { value: number | null | undefined }) {
  if (value === null || value === undefined) return null;
  if (value === 0) return <span className={styles.same} aria-label={t('achievements.difference.same')} title={t('achievements.difference.same')}>{t('achievements.difference.sameMark')}</span>;
  const isUp = value > 0;
  const sentence = t(isUp ? 'achievements.difference.up' : 'achievements.difference.down', { value: Math.abs(value) });
  return (
    <span className={isUp ? styles.up : styles.down} aria-label={sentence} title={sentence}>
      {t(isUp ? 'achievements.difference.upMark' : 'achievements.difference.downMark', { value: Math.abs(value) })}
    </span>
  );
}

/** A score with its difference from last time under it. */
export function Score({ value, diff }: { value: number | null | undefined; diff?: number | null }) {
  if (value === null || value === undefined) return <Empty />;
  return (
    <span className={styles.score}>
      <span>{value}</span>
      <Diff value={diff} />
    </span>
  );
}

/** Why a test may not be entered now, or until when it may: 入力期限 2026年07月10日を過ぎています, 確定済み … */
export function windowText(input: InputWindow): string {
  switch (input.state) {
    case 'fixed': return t('achievements.state.fixed');
    case 'closed': return t('achievements.state.closed', { deadline: formatDate(input.deadline ?? '') });
    case 'not_started': return t('achievements.state.notStarted', { date: formatDate(input.starts_on ?? '') });
    default: return input.deadline ? t('achievements.state.open', { deadline: formatDate(input.deadline) }) : t('achievements.state.openAlways');
  }
}

/** A small tag for a window that is not open (in selects and table heads). */
export function WindowTag({ input }: { input: InputWindow }) {
  if (input.state === 'open') return null;
  const key: MessageKey = input.state === 'fixed' ? 'achievements.state.fixedTag' : input.state === 'closed' ? 'achievements.state.closedTag' : 'achievements.state.notStartedTag';
  return <Tag color={input.state === 'fixed' ? 'default' : 'warning'} style={{ marginInlineStart: 6 }}>{t(key)}</Tag>;
}

/** Deviation or average with one decimal (52.0), or a blank. */
export const deviationText = (value: number | null | undefined) => (value === null || value === undefined ? null : value.toFixed(1));
