import { Alert, Skeleton } from 'antd';
import { codeLabel } from '../../../generated/enums.js';
import { entities } from '../../../generated/entities.js';
import { formatDate, t, useApiQuery } from '../../kit';
import { studentName } from './interviewPaths.js';
import styles from './InterviewSheet.module.css';

const label = (field: keyof typeof entities.interview.fields) => entities.interview.fields[field].label;

/** One record on an A4 page: the student, when, with whom, how and by whom, then what was said and what comes next. */
export function InterviewSheet({ id }: { id: number }) {
  const record = useApiQuery('/api/v1/interviews/{id}', { params: { path: { id: Number(id) } } });
  const row = record.data;
  const student = useApiQuery('/api/v1/students/{id}', { params: { path: { id: Number(row?.student_id ?? 0) } } }, { enabled: row !== undefined });
  const staffId = row?.staff_id;
  const staff = useApiQuery('/api/v1/staffs/{id}', { params: { path: { id: Number(staffId ?? 0) } } }, { enabled: staffId !== undefined && staffId !== null });
  if (record.error) return <Alert type="error" showIcon message={record.error.message} />;
  if (!row || !student.data) return <Skeleton active />;
  const when = `${formatDate(String(row.interview_date))}${row.start_time ? ` ${String(row.start_time).slice(0, 5)}` : ''}`;
  return (
    <article className={styles.sheet}>
      <h2 className={styles.heading}>{t('interview.sheetHeading')}</h2>
      <table className={styles.facts}>
        <tbody>
          <tr><th scope="row">{label('student_id')}</th><td>{t('interview.studentLine', { number: String(student.data.student_number ?? ''), name: studentName(student.data) })}</td></tr>
          <tr><th scope="row">{label('interview_date')}</th><td>{when}</td></tr>
          <tr><th scope="row">{label('contacter')}</th><td>{codeLabel('contacter', row.contacter)}</td></tr>
          <tr><th scope="row">{label('contact_method')}</th><td>{codeLabel('contact_method', row.contact_method)}</td></tr>
          <tr><th scope="row">{label('staff_id')}</th><td>{staff.data ? String(staff.data.staff_name) : ''}</td></tr>
          <tr><th scope="row">{label('title')}</th><td>{String(row.title)}</td></tr>
        </tbody>
      </table>
      <h3 className={styles.section}>{label('body')}</h3>
      <p className={styles.text}>{String(row.body)}</p>
      {row.next_action ? (
        <>
          <h3 className={styles.section}>{label('next_action')}</h3>
          <p className={styles.text}>{String(row.next_action)}</p>
        </>
      ) : null}
    </article>
  );
}
