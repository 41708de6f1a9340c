import { Flex, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { codeLabel } from '../../../generated/enums.js';
import { formatDate, formatYen, parenthesized, t, type ApiData } from '../../kit';
import { INVOICE_STATE_COLORS } from './invoiceStates.js';

/** A row of GET /billing/invoices. */
export type InvoiceRow = ApiData<'get', '/api/v1/billing/invoices'>['data'][number];

/** Invoices a page at a time: number, student, schoolhouse, totals, status with the 口座振替 result, due date; a row opens it. */
export function InvoiceTable(props: {
  rows: InvoiceRow[]; total: number; page: number; pageSize: number; onPage: (page: number) => void; isLoading: boolean;
  withSchoolhouse: boolean; onOpen: (id: number) => void; extraColumn?: ColumnsType<InvoiceRow>[number];
}) {
  const columns: ColumnsType<InvoiceRow> = [
    { title: t('billing.invoices.column.number'), dataIndex: 'invoice_number', key: 'number' },
    { title: t('billing.invoices.column.student'), key: 'student', render: (_: unknown, r: InvoiceRow) => `${r.student_name}${parenthesized(r.student_number)}` },
    ...(props.withSchoolhouse ? [{ title: t('billing.invoices.column.schoolhouse'), dataIndex: 'schoolhouse_name', key: 'house' }] : []),
    { title: t('billing.invoices.column.total'), dataIndex: 'total', key: 'total', align: 'right', render: (n: number) => formatYen(n) },
    { title: t('billing.invoices.column.paid'), dataIndex: 'paid_total', key: 'paid', align: 'right', render: (n: number) => formatYen(n) },
    {
      title: t('billing.invoices.column.status'), key: 'status',
      render: (_: unknown, r: InvoiceRow) => (
        <Flex gap={4} wrap>
          <Tag color={INVOICE_STATE_COLORS[r.status] ?? 'default'}>{codeLabel('invoice_state', r.status)}</Tag>
          {r.debit_result !== null && <Tag color={r.debit_result === '0' ? 'green' : 'red'}>{codeLabel('debit_result', r.debit_result)}</Tag>}
        </Flex>
      ),
    },
    { title: t('billing.invoices.column.dueOn'), dataIndex: 'due_on', key: 'due', render: (d: string | null) => (d ? formatDate(d) : '—') },
    ...(props.extraColumn ? [props.extraColumn] : []),
  ];
  return (
    <Table<InvoiceRow>
      rowKey="id"
      size="middle"
      loading={props.isLoading}
      dataSource={props.rows}
      columns={columns}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('billing.invoices.none') }}
      onRow={(row) => ({ onClick: () => props.onOpen(row.id), style: { cursor: 'pointer' } })}
      pagination={{ current: props.page, pageSize: props.pageSize, total: props.total, onChange: props.onPage, showSizeChanger: false, hideOnSinglePage: true }}
    />
  );
}
