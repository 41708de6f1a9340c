import { Card, Typography } from 'antd';
import { useState } from 'react';
import { useIsMobile } from '../../../hooks/useIsMobile.js';
import { t } from '../../../i18n/i18n.js';
import { RecipientCards } from './RecipientCards';
import { RecipientFilterBar } from './RecipientFilterBar';
import { RecipientTable } from './RecipientTable';
import { RecipientThreadDrawer } from './RecipientThreadDrawer';
import type { ManagedNotice } from './useManagedNotice.js';
import { useNoticeRecipients, type NoticeRecipient } from './useNoticeRecipients.js';

/** The recipients of a sent notice: filters, one page of 20 (table, or cards on a phone) and the comment drawer. */
export function NoticeRecipients(props: { notice: ManagedNotice }) {
  const { notice } = props;
  const isMobile = useIsMobile();
  const { list, filters, setFilters, page, setPage, limit } = useNoticeRecipients(notice.id);
  const [opened, setOpened] = useState<NoticeRecipient>();
  const rows = list.data?.data ?? [];
  const total = list.data?.total ?? 0;
  // The drawer follows its row as the table refreshes after a reply (comment count, 要返信).
  const openRecipient = opened && (rows.find((r) => r.id === opened.id) ?? opened);
  const hasSurvey = notice.survey !== null;
  return (
    <Card
      size="small"
      style={{ marginTop: 16 }}
      title={t('noticeManage.recipients.title')}
      extra={list.data && <Typography.Text type="secondary">{t('common.total', { total })}</Typography.Text>}
    >
      <RecipientFilterBar filters={filters} onChange={setFilters} hasSurvey={hasSurvey} />
      {isMobile ? (
        <RecipientCards rows={rows} isLoading={list.isFetching} hasSurvey={hasSurvey} page={page} limit={limit} total={total}
          onPageChange={setPage} onOpenComments={setOpened} />
      ) : (
        <RecipientTable rows={rows} isLoading={list.isFetching} hasSurvey={hasSurvey} onOpenComments={setOpened}
          pagination={{ current: page, pageSize: limit, total, onChange: setPage, showSizeChanger: false, hideOnSinglePage: true, showTotal: (n) => t('common.total', { total: n }) }} />
      )}
      <RecipientThreadDrawer noticeId={notice.id} allowComment={notice.allow_comment}
        recipient={openRecipient && { id: openRecipient.id, name: t('noticeManage.thread.recipient', { student: openRecipient.student_name, protector: openRecipient.protector_name }) }} onClose={() => setOpened(undefined)} />
    </Card>
  );
}
