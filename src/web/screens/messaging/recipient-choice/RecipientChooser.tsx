import { Alert, Card, Flex, Pagination, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { showCallError } from '../../../feedback/showErrorMessage.js';
import { useIsMobile } from '../../../hooks/useIsMobile.js';
import { t } from '../../../i18n/i18n.js';
import { RecipientCandidateList } from './RecipientCandidateList';
import { RecipientCandidateTable } from './RecipientCandidateTable';
import type { RecipientCandidate } from './recipientCandidate.js';
import type { RecipientChoice } from './recipientChoiceStorage.js';
import { RecipientFilterForm } from './RecipientFilterForm';
import { RecipientFooter } from './RecipientFooter';
import { RecipientSelectedDrawer } from './RecipientSelectedDrawer';
import { RecipientSelectionBar } from './RecipientSelectionBar';
import { useRecipientCandidates, type RecipientSource } from './useRecipientCandidates.js';
import { useRecipientChoice } from './useRecipientChoice.js';
import { useFeedback } from '../../../feedback/feedback.js';

/**
 * Choosing the students of a notice or a contact: the filter, one page of matching students with checkboxes,
 * 「全員を選択」 across pages (notices), and the chosen count always in sight. The choice is saved as it changes: under
 * the wizard's key, or under `storageKey` (a contact's `choose-recipients-contact`).
 */
export function RecipientChooser(props: {
  routeKey: string;
  storageKey?: string;
  source?: RecipientSource;
  /** The line above the filter; a notice's by default. */
  lead?: string;
  initial: RecipientChoice;
  onBack: () => void;
  onNext: () => void;
}) {
  const { message } = useFeedback();
  const isMobile = useIsMobile();
  const { choice, selected, add, remove, clear, setFilters } = useRecipientChoice({ key: props.routeKey, storageKey: props.storageKey, initial: props.initial });
  const [page, setPage] = useState(1);
  const [isListOpen, setListOpen] = useState(false);
  const { list, allIds, limit } = useRecipientCandidates({ filters: choice.filters, page, source: props.source });
  const rows = list.data?.data ?? [];
  const total = list.data?.total ?? 0;
  // Students seen on any page: the chosen list names them without asking the server again.
  const seen = useRef(new Map<number, RecipientCandidate>());
  useEffect(() => {
    for (const c of list.data?.data ?? []) seen.current.set(c.id, c);
  }, [list.data]);

  const selectAll = () => allIds?.mutate(undefined, {
    onSuccess: (result) => {
      add(result.ids);
      if (result.is_truncated) void message.warning(t('noticeCompose.recipients.selectAllTruncated', { count: result.ids.length }), 8);
      else void message.success(t('noticeCompose.recipients.selectAllDone', { count: result.ids.length }));
    },
    onError: showCallError,
  });
  const next = () => {
    if (choice.student_ids.length === 0) void message.error(t('noticeCompose.recipients.required'));
    else props.onNext();
  };
  const listProps = { rows, isLoading: list.isFetching, selected, onAdd: add, onRemove: remove };

  return (
    <>
      <Typography.Paragraph type="secondary">{props.lead ?? t('noticeCompose.recipients.lead')}</Typography.Paragraph>
      <Card title={t('noticeCompose.recipients.filter')} size="small" style={{ marginBottom: 16 }}>
        <RecipientFilterForm filters={choice.filters} onFilter={(filters) => {
          setFilters(filters);
          setPage(1);
        }} />
      </Card>
      <Card size="small">
        <RecipientSelectionBar total={total} isTotalCapped={list.data?.total_is_capped === true} selectedCount={choice.student_ids.length} isSelectingAll={allIds?.isPending === true}
          onSelectAll={allIds && selectAll} onClear={clear} onShowSelected={() => setListOpen(true)} />
        {list.isError && <Alert type="error" showIcon message={list.error.message} style={{ marginBottom: 12 }} />}
        {isMobile ? <RecipientCandidateList {...listProps} /> : <RecipientCandidateTable {...listProps} />}
        {total > limit && (
          <Flex justify="end" style={{ marginTop: 12 }}>
            <Pagination current={page} pageSize={limit} total={total} onChange={setPage} showSizeChanger={false} size={isMobile ? 'small' : 'default'} />
          </Flex>
        )}
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0, fontSize: 12 }}>{t('noticeCompose.recipients.kept')}</Typography.Paragraph>
      </Card>
      <RecipientFooter selectedCount={choice.student_ids.length} onBack={props.onBack} onNext={next} />
      <RecipientSelectedDrawer open={isListOpen} ids={choice.student_ids} seen={seen.current} onRemove={remove} onClose={() => setListOpen(false)} />
    </>
  );
}
