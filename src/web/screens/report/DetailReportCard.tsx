import { Flex, Tag, Typography } from 'antd';
import { codeLabel } from '../../../generated/enums.js';
import { AttachmentRow, formatDate, t, type ApiData } from '../../kit';
import { shownContentFields, type ContentField, type ReportSettings } from './DetailReportFields.js';

/** A report with the names of its lesson (the family's view of GET /lesson-reports/protector/{id}, a reference row). */
export type ReportView = ApiData<'get', '/api/v1/lesson-reports/protector/{id}'>;

/** The text of one content field, or '' when nothing was written. */
function contentText(view: ReportView, field: ContentField): string {
  switch (field) {
    case 'lesson_type': return codeLabel('lesson_type', view.lesson_type);
    case 'attendance': return codeLabel('attendance', view.attendance);
    case 'comprehension': return view.comprehension === null ? '' : codeLabel('comprehension', view.comprehension);
    case 'homework_status': return view.homework_status === null ? '' : codeLabel('homework', view.homework_status);
    case 'evaluation': return view.evaluation === null ? '' : codeLabel('report_evaluation', view.evaluation);
    case 'textbook': return [view.textbook_name, view.textbook_range].filter((s) => s && s.trim() !== '').join(t('reportView.separator'));
    default: return view[field] ?? '';
  }
}

/** The lesson of a report in one line: its date, period and subject. */
export function lessonLine(view: Pick<ReportView, 'lesson_date' | 'period_name' | 'lesson_subject_name'>): string {
  return [formatDate(view.lesson_date), view.period_name, view.lesson_subject_name].filter((s) => s !== '').join(t('reportView.separator'));
}

/**
 * A report's content as a card reads on a phone: each field the company's settings switch on, its label above its
 * text (line breaks kept); fields left empty are left out. `compact` draws smaller text (the reference panel).
 */
export function ReportContent(props: { view: ReportView; settings: ReportSettings | undefined; compact?: boolean }) {
  const { view, compact } = props;
  const items = shownContentFields(props.settings)
    .map(({ field, label }) => ({ field, label, text: contentText(view, field) }))
    .filter((item) => item.text.trim() !== '');
  // 添付ファイル where the settings use them (the page's view carries them; a reference row does not).
  const files = props.settings?.uses_attachments ? view.attachments ?? [] : [];
  if (items.length === 0 && files.length === 0) return <Typography.Text type="secondary">{t('reportView.noContent')}</Typography.Text>;
  const isShort = (field: ContentField) => ['lesson_type', 'attendance', 'comprehension', 'homework_status', 'evaluation'].includes(field);
  const short = items.filter((i) => isShort(i.field));
  const long = items.filter((i) => !isShort(i.field));
  return (
    <Flex vertical gap={compact ? 8 : 16}>
      {short.length > 0 && (
        <Flex wrap gap={compact ? 4 : 8}>
          {short.map((item) => (
            <Tag key={item.field} style={{ fontSize: compact ? 12 : 14, padding: compact ? '0 6px' : '2px 10px', marginInlineEnd: 0 }}>
              <Typography.Text type="secondary" style={{ fontSize: 'inherit' }}>{item.label}</Typography.Text>{' '}{item.text}
            </Tag>
          ))}
        </Flex>
      )}
      {long.map((item) => (
        <section key={item.field}>
          <Typography.Text strong style={{ display: 'block', fontSize: compact ? 12 : 14, color: '#595959', marginBottom: 2 }}>{item.label}</Typography.Text>
          <div style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: compact ? 13 : 15, lineHeight: 1.7 }}>{item.text}</div>
        </section>
      ))}
      {files.length > 0 && (
        <section>
          <Typography.Text strong style={{ display: 'block', fontSize: compact ? 12 : 14, color: '#595959', marginBottom: 2 }}>{t('reportView.attachments')}</Typography.Text>
          <Flex vertical gap={4}>
            {files.map((a) => <AttachmentRow key={a.id} attachment={{ id: a.id, fileName: a.file_name, contentType: a.content_type, byteSize: a.size }} />)}
          </Flex>
        </section>
      )}
    </Flex>
  );
}
