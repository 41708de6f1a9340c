import { Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { t } from '../../../i18n/i18n.js';
import { candidateKana, candidateName, candidateStatus, type RecipientCandidate } from './recipientCandidate.js';
import { ListLoading } from '../../../components/ListLoading';

const columns: ColumnsType<RecipientCandidate> = [
  { key: 'number', title: t('noticeCompose.recipients.studentNumber'), width: 110, render: (_, c) => c.student_number },
  {
    key: 'name',
    title: t('noticeCompose.recipients.student'),
    render: (_, c) => (
      <>
        <div>{candidateName(c)}</div>
        {candidateKana(c) && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{candidateKana(c)}</Typography.Text>}
      </>
    ),
  },
  { key: 'schoolyear', title: t('noticeCompose.recipients.schoolyearName'), width: 90, render: (_, c) => c.schoolyear_name },
  { key: 'schoolhouse', title: t('noticeCompose.recipients.schoolhouse'), width: 100, render: (_, c) => c.schoolhouse_name },
  { key: 'school', title: t('noticeCompose.recipients.schoolName'), render: (_, c) => c.school_name ?? '' },
  {
    key: 'protector',
    title: t('noticeCompose.recipients.protector'),
    render: (_, c) => (c.has_guardian ? c.protector_name : <Tag color="default">{t('noticeCompose.recipients.noGuardian')}</Tag>),
  },
  { key: 'status', title: t('noticeCompose.recipients.status'), width: 90, render: (_, c) => candidateStatus(c) },
];

/**
 * One page of candidates with a checkbox each (desktop). Students without a guardian account are listed, so the
 * office sees them, but cannot be chosen: nobody would receive the notice.
 */
export function RecipientCandidateTable(props: {
  rows: RecipientCandidate[];
  isLoading: boolean;
  selected: ReadonlySet<number>;
  onAdd: (ids: number[]) => void;
  onRemove: (ids: number[]) => void;
}) {
  const { selected } = props;
  return (
    <Table<RecipientCandidate>
      rowKey="id" size="middle" columns={columns} dataSource={props.rows} loading={props.isLoading} pagination={false}
      scroll={{ x: 860 }} locale={{ emptyText: props.isLoading ? <ListLoading /> : t('common.noData') }}
      onRow={(c) => ({ style: c.has_guardian ? undefined : { color: 'rgba(0, 0, 0, 0.6)' } })}
      rowSelection={{
        selectedRowKeys: props.rows.filter((c) => selected.has(c.id)).map((c) => c.id),
        getCheckboxProps: (c) => ({ disabled: !c.has_guardian, 'aria-label': candidateName(c) }),
        onSelect: (c, isSelected) => (isSelected ? props.onAdd([c.id]) : props.onRemove([c.id])),
        onSelectAll: (isSelected, _rows, changed) => {
          const ids = changed.filter((c) => c.has_guardian).map((c) => c.id);
          if (isSelected) props.onAdd(ids);
          else props.onRemove(ids);
        },
      }}
    />
  );
}
