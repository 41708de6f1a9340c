import { CalculatorOutlined, DeleteOutlined, EditOutlined, PlusOutlined, SettingOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Flex, Popconfirm, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { BillingStatusSets, codeLabel, type BillingStatusCode } from '../../../generated/enums.js';
import {
  type ApiData, formatMonth, formatYen, labelled, ScreenPage, screenPath, type ScreenProps, t, useApiMutation, useApiQuery, useFeedback, useMayCall,
} from '../../kit';
import { BillingFilters } from './BillingFilters';
import { BILLING_STATUS_COLORS, billingStatusLabel } from './billingSteps.js';
import { CLAIM_FIELDS, ClaimDialog, type ClaimValues } from './ClaimDialog';
import { useBillingFilters } from './useBillingFilters.js';

type StudentClaims = ApiData<'get', '/api/v1/billing/claims'>['data'][number];
type ClaimRow = StudentClaims['claims'][number];

const BILLING_READS = ['/api/v1/billing'] as const;

/** Whether a month of this status still takes claims (billing_status's set claimsOpen). */
function claimsOpen(status: string | undefined): boolean {
  return (BillingStatusSets.claimsOpen as readonly string[]).includes(String(status));
}

/**
 * 生徒請求情報 (school management): a schoolhouse's billing month, student by student: the claim lines (月額請求 from
 * 生徒別料金 by 月謝を計上, 追加請求 staff add, 訂正伝票 after 締め) and the totals as the invoice computes them (tax once
 * per rate). Lines change only while the month is open (未依頼, 発行依頼済み).
 */
export function BillingClaims({ screen }: ScreenProps) {
  const filters = useBillingFilters();
  const { message, modal } = useFeedback();
  const houseId = filters.schoolhouseId;
  const query = useApiQuery('/api/v1/billing/claims', { params: { query: { schoolhouse_id: houseId ?? 0, billing_month: filters.month } } }, { enabled: houseId !== undefined });
  const mayWrite = useMayCall('billing.claim-create');
  const mayPost = useMayCall('billing.post-monthly');
  const post = useApiMutation('post', '/api/v1/billing/claims/monthly', { invalidates: BILLING_READS });
  const [editing, setEditing] = useState<{ student: StudentClaims; claim?: ClaimRow } | undefined>();
  const status = query.data?.status;
  const isOpen = claimsOpen(status);
  const students = query.data?.data ?? [];
  const grand = students.reduce((sum, s) => sum + s.total, 0);

  const askPost = () => modal.confirm({
    title: t('billing.claims.postMonthly'),
    content: t('billing.claims.postMonthlyConfirm', { month: formatMonth(filters.month) }),
    okText: t('billing.claims.postMonthly'),
    onOk: () => post.mutateAsync({ body: { schoolhouse_id: houseId!, billing_month: filters.month } })
      .then((answer) => void message.success(answer.created > 0 ? t('billing.claims.postMonthlyDone', { count: answer.created }) : t('billing.claims.postMonthlyNone')), () => undefined),
  });

  const columns = [
    {
      title: t('billing.claims.column.student'), key: 'student', width: 200,
      render: (_: unknown, row: StudentClaims) => (
        <div>
          <Typography.Text strong>{row.student_name}</Typography.Text>
          <div><Typography.Text type="secondary">{[row.student_number, row.schoolyear_name].filter(Boolean).join(' ')}</Typography.Text></div>
          {isOpen && mayWrite && (
            <Button size="small" icon={<PlusOutlined />} style={{ marginTop: 4 }} onClick={() => setEditing({ student: row })}>{t('billing.claims.add')}</Button>
          )}
        </div>
      ),
    },
    {
      title: t('billing.claims.column.items'), key: 'items',
      render: (_: unknown, row: StudentClaims) => (row.claims.length === 0
        ? <Typography.Text type="secondary">{t('billing.claims.noClaims')}</Typography.Text>
        : <ClaimLines student={row} isOpen={isOpen && mayWrite} onEdit={(claim) => setEditing({ student: row, claim })} />),
    },
    {
      title: t('billing.claims.column.subtotal'), key: 'subtotal', align: 'right' as const,
      render: (_: unknown, r: StudentClaims) => formatYen(r.taxable_10 + r.taxable_8 + r.exempt_total),
    },
    {
      // The tax of each rate, once per invoice (8% marked ※ when there is any).
      title: t('billing.claims.column.tax'), key: 'tax', align: 'right' as const,
      render: (_: unknown, r: StudentClaims) => (
        <div style={{ whiteSpace: 'nowrap' }}>
          {formatYen(r.tax_10 + r.tax_8)}
          {r.taxable_8 !== 0 && <div><Typography.Text type="secondary">{t('billing.claims.reducedTax', { tax: formatYen(r.tax_8) })}</Typography.Text></div>}
        </div>
      ),
    },
    { title: t('billing.claims.column.total'), key: 'total', align: 'right' as const, render: (_: unknown, r: StudentClaims) => <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>{formatYen(r.total)}</Typography.Text> },
  ];

  return (
    <ScreenPage screen={screen}>
      <Card>
        <Flex vertical gap={16}>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>{t('billing.claims.help')}</Typography.Paragraph>
          <Flex gap={16} wrap justify="space-between" align="center">
            <BillingFilters
              month={filters.month}
              onMonth={filters.setMonth}
              schoolhouse={{ id: houseId, choices: filters.schoolhouses, onChange: filters.setSchoolhouseId }}
            />
            <Flex gap={8} wrap align="center">
              {status && <Tag color={BILLING_STATUS_COLORS[status as BillingStatusCode] ?? 'default'}>{billingStatusLabel(status)}</Tag>}
              <Link to={screenPath('billing-process.student-fees')}><Button icon={<SettingOutlined />}>{t('billing.claims.fees')}</Button></Link>
              {mayPost && (
                <Button type="primary" icon={<CalculatorOutlined />} disabled={!isOpen || houseId === undefined} loading={post.isPending} onClick={askPost}>
                  {t('billing.claims.postMonthly')}
                </Button>
              )}
            </Flex>
          </Flex>
          {!filters.isLoadingSchoolhouses && filters.schoolhouses.length === 0 && <Alert type="info" showIcon message={t('billing.noSchoolhouse')} />}
          {status && !isOpen && <Alert type="info" showIcon message={t('billing.claims.locked')} />}
          {query.error && <Alert type="error" showIcon message={query.error.message} />}
          <Table<StudentClaims>
            rowKey="student_id"
            size="middle"
            loading={query.isLoading}
            dataSource={students}
            columns={columns}
            pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: <Empty description={t('billing.claims.noStudents')} /> }}
            summary={() => (students.length > 0 ? (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={4} align="right">{t('billing.claims.column.grandTotal', { count: students.length })}</Table.Summary.Cell>
                <Table.Summary.Cell index={1} align="right"><Typography.Text strong>{formatYen(grand)}</Typography.Text></Table.Summary.Cell>
              </Table.Summary.Row>
            ) : null)}
          />
        </Flex>
      </Card>
      {editing && houseId !== undefined && (
        <ClaimEditor month={filters.month} student={editing.student} claim={editing.claim} onClose={() => setEditing(undefined)} />
      )}
    </ScreenPage>
  );
}

/** A student's claim lines: name, price × quantity, amount, kind; while open, 変更 and 削除. */
function ClaimLines(props: { student: StudentClaims; isOpen: boolean; onEdit: (claim: ClaimRow) => void }) {
  const { message } = useFeedback();
  const remove = useApiMutation('delete', '/api/v1/billing/claims/{id}', { invalidates: BILLING_READS });
  return (
    <Flex vertical gap={4}>
      {props.student.claims.map((claim) => (
        <Flex key={claim.id} gap={8} align="center" wrap>
          <Tag>{codeLabel('claim_kind', claim.claim_kind)}</Tag>
          <span style={{ minWidth: 160 }}>{claim.item_name}{claim.tax_category === 'reduced' ? ` ${t('billing.invoices.reduced')}` : ''}</span>
          <Typography.Text type="secondary">{`${formatYen(claim.unit_price)} × ${claim.quantity}`}</Typography.Text>
          <Typography.Text strong style={{ minWidth: 90, textAlign: 'right' }}>{formatYen(claim.amount)}</Typography.Text>
          {props.isOpen && (
            <>
              <Button size="small" type="text" icon={<EditOutlined />} aria-label={`${t('billing.claims.edit')} ${claim.item_name}`} onClick={() => props.onEdit(claim)} />
              <Popconfirm
                title={t('billing.claims.deleteConfirm', { name: claim.item_name })}
                okText={t('billing.claims.delete')}
                okButtonProps={{ danger: true }}
                onConfirm={() => remove.mutateAsync({ params: { path: { id: String(claim.id) } } }).then(() => void message.success(t('billing.claims.deleted')), () => undefined)}
              >
                <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={`${t('billing.claims.delete')} ${claim.item_name}`} />
              </Popconfirm>
            </>
          )}
        </Flex>
      ))}
    </Flex>
  );
}

/** 追加請求 for a student, or 変更 of one of their lines. */
function ClaimEditor(props: { month: string; student: StudentClaims; claim?: ClaimRow; onClose: () => void }) {
  const { message } = useFeedback();
  const create = useApiMutation('post', '/api/v1/billing/claims', { invalidates: BILLING_READS, formFields: CLAIM_FIELDS });
  const update = useApiMutation('put', '/api/v1/billing/claims/{id}', { invalidates: BILLING_READS, formFields: CLAIM_FIELDS });
  const { claim } = props;
  const done = () => { void message.success(t('billing.claims.saved')); props.onClose(); };
  const submit = (values: ClaimValues) => {
    const body = { fee_item_id: values.fee_item_id, item_name: values.item_name, unit_price: values.unit_price, quantity: values.quantity, tax_category: values.tax_category as 'taxable' };
    if (claim) update.mutate({ params: { path: { id: String(claim.id) } }, body }, { onSuccess: done });
    else create.mutate({ body: { ...body, student_id: props.student.student_id, billing_month: props.month } }, { onSuccess: done });
  };
  return (
    <ClaimDialog
      title={claim ? labelled(t('billing.claims.edit'), claim.item_name) : t('billing.claims.addFor', { name: props.student.student_name })}
      initial={claim ? { fee_item_id: claim.fee_item_id, item_name: claim.item_name, unit_price: claim.unit_price, quantity: claim.quantity, tax_category: claim.tax_category } : undefined}
      fieldErrors={claim ? update.fieldErrors : create.fieldErrors}
      isPending={create.isPending || update.isPending}
      onSubmit={submit}
      onClose={props.onClose}
    />
  );
}
