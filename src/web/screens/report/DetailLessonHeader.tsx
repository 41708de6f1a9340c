import { Descriptions, Tag } from 'antd';
import type { ReactNode } from 'react';
import { codeLabel, ReportStatus } from '../../../generated/enums.js';
import { formatDate, formatDateTime, t, useIsMobile } from '../../kit';
import type { ReportView } from './DetailReportCard';

/** A report's 公開/非公開 as a tag. */
export function ReportStatusTag(props: { status: string }) {
  return <Tag color={props.status === ReportStatus.published ? 'green' : 'default'}>{codeLabel('report_status', props.status)}</Tag>;
}

/** 既読 2026年05月12日 18:00, 未読, or 未公開 before the family can read it. */
export function readStateText(view: Pick<ReportView, 'status' | 'read_at'>): string {
  if (view.read_at) return t('reportView.read', { at: formatDateTime(view.read_at) });
  return view.status === ReportStatus.published ? t('reportView.unread') : t('reportView.notPublishedYet');
}

/**
 * The lesson a report is about, for staff and teachers (student, 授業日, 時限, 科目, 講師, 校舎), with its status, and —
 * with `withPublication` — when it was published and when the family read it.
 */
export function LessonHeader(props: { view: ReportView; withPublication?: boolean; extra?: ReactNode }) {
  const { view } = props;
  const isMobile = useIsMobile();
  const dash = (text: string | null | undefined) => (text && text !== '' ? text : '—');
  const items = [
    { key: 'student', label: t('reportView.student'), children: dash(view.student_name) },
    { key: 'date', label: t('reportView.lessonDate'), children: formatDate(view.lesson_date) },
    { key: 'period', label: t('reportView.period'), children: dash(view.period_name) },
    { key: 'subject', label: t('reportView.subject'), children: dash(view.lesson_subject_name) },
    { key: 'teacher', label: t('reportView.teacher'), children: dash(view.teacher_name) },
    { key: 'schoolhouse', label: t('reportView.schoolhouse'), children: dash(view.schoolhouse_name) },
    { key: 'status', label: t('reportView.status'), children: <ReportStatusTag status={view.status} /> },
    ...(props.withPublication ? [
      { key: 'published', label: t('reportView.publishedAt'), children: view.published_at ? formatDateTime(view.published_at) : '—' },
      { key: 'read', label: t('reportView.readState'), children: readStateText(view) },
    ] : []),
  ];
  return <Descriptions size="small" bordered column={isMobile ? 1 : 3} items={items} extra={props.extra} />;
}
