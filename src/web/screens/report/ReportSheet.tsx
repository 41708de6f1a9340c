import { Alert, Skeleton } from 'antd';
import { codeLabel } from '../../../generated/enums.js';
import { entities } from '../../../generated/entities.js';
import { formatByteSize, formatDate, t, useApiQuery, useAttachmentThumbnail } from '../../kit';
import { useReportFields, type ReportField } from './reportFields.js';
import styles from './ReportSheet.module.css';

const label = (field: keyof typeof entities.lesson_report.fields) => entities.lesson_report.fields[field].label;

/** A field's value as printed: a code list's label, the textbook's name, or the text as typed. */
function valueText(field: ReportField, value: unknown, textbookName: string): string {
  if (value === null || value === undefined) return '';
  if (field.kind === 'code' && field.list) return codeLabel(field.list, value as string | number);
  if (field.kind === 'textbook') return textbookName;
  return String(value);
}

/**
 * One lesson report on an A4 page (GET /api/v1/lesson-reports/{id}/view, with its names): the student, the lesson
 * (date, period, subject, teacher, schoolhouse), the marks the company's 指導報告書設定 uses in a table, then each text
 * the setting uses.
 */
export function ReportSheet({ id }: { id: number }) {
  const record = useApiQuery('/api/v1/lesson-reports/{id}/view', { params: { path: { id: String(id) } } });
  const row = record.data;
  const { fields, usesAttachments, isLoading } = useReportFields();
  if (record.error) return <Alert type="error" showIcon message={record.error.status === 404 ? t('report.notFound') : record.error.message} />;
  if (!row || isLoading) return <Skeleton active />;
  const values = row as unknown as Record<string, unknown>;
  const textbookName = row.textbook_name ?? '';
  // Short values stand in the table; texts of several lines follow, each under its heading.
  const marks = fields.filter((f) => f.kind !== 'text');
  const texts = fields.filter((f) => f.kind === 'text');
  return (
    <article className={styles.sheet}>
      <h2 className={styles.heading}>{t('report.sheetHeading')}</h2>
      <table className={styles.facts}>
        <tbody>
          <tr><th scope="row">{label('student_id')}</th><td>{row.student_name}</td></tr>
          <tr><th scope="row">{label('lesson_date')}</th><td>{t('report.lessonWhen', { date: formatDate(row.lesson_date), period: row.period_name })}</td></tr>
          <tr><th scope="row">{label('lesson_subject_id')}</th><td>{row.lesson_subject_name}</td></tr>
          <tr><th scope="row">{label('teacher_id')}</th><td>{row.teacher_name}</td></tr>
          <tr><th scope="row">{label('schoolhouse_id')}</th><td>{row.schoolhouse_name}</td></tr>
          {marks.map((f) => <tr key={f.name}><th scope="row">{f.label}</th><td>{valueText(f, values[f.name], textbookName)}</td></tr>)}
        </tbody>
      </table>
      {texts.map((f) => (
        <section key={f.name}>
          <h3 className={styles.section}>{f.label}</h3>
          <p className={styles.text}>{valueText(f, values[f.name], textbookName)}</p>
        </section>
      ))}
      {usesAttachments && (row.attachments ?? []).length > 0 && (
        <section>
          <h3 className={styles.section}>{t('report.sheetAttachments')}</h3>
          {(row.attachments ?? []).map((file) => (
            <SheetAttachment key={file.id} id={file.id} fileName={file.file_name} contentType={file.content_type} size={file.size} />
          ))}
        </section>
      )}
    </article>
  );
}

/** An attached file on the sheet: an image printed within the page's width, any other file by its name and size. */
function SheetAttachment(props: { id: number; fileName: string; contentType: string; size: number }) {
  const image = useAttachmentThumbnail({ fileId: props.id, contentType: props.contentType, fileName: props.fileName });
  const caption = t('report.sheetAttachmentNote', { name: props.fileName, size: formatByteSize(props.size) });
  if (!image) return <p className={styles.file}>{caption}</p>;
  return (
    <figure className={styles.figure}>
      <img src={image} alt={props.fileName} className={styles.image} />
      <figcaption className={styles.file}>{caption}</figcaption>
    </figure>
  );
}
