import { Form, Input, InputNumber, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { codeLabel, PaymentMethodKind } from '../../../generated/enums.js';
import { DateInput, dateValueMessage, formatYen, t, useApiMutation, useFeedback, type DateInputValue } from '../../kit';

interface PaymentValues { paid_on: DateInputValue; amount: number; payment_kind: string; note?: string }

const FIELDS = ['paid_on', 'amount', 'payment_kind', 'note'] as const;

/** 入金を登録: the day, the amount (the rest still due by default), how it was paid and a note. */
export function PaymentDialog(props: { invoice: { id: number; invoice_number: string; student_name: string; total: number; paid_total: number }; onClose: () => void }) {
  const { message } = useFeedback();
  const [form] = Form.useForm<PaymentValues>();
  const create = useApiMutation('post', '/api/v1/billing/invoices/{id}/payments', { invalidates: ['/api/v1/billing'], formFields: FIELDS });
  const remaining = Math.max(props.invoice.total - props.invoice.paid_total, 0);
  const errorOf = (field: string) => create.fieldErrors.find((e) => e.field === field)?.message;
  const status = (field: string) => (errorOf(field) ? { validateStatus: 'error' as const, help: errorOf(field) } : {});
  const submit = (values: PaymentValues) => {
    const day = values.paid_on as Dayjs;
    create.mutate({
      params: { path: { id: String(props.invoice.id) } },
      body: { paid_on: day.format('YYYY-MM-DD'), amount: values.amount, payment_kind: values.payment_kind as 'cash', ...(values.note?.trim() ? { note: values.note.trim() } : {}) },
    }, { onSuccess: () => { void message.success(t('billing.payments.recorded')); props.onClose(); } });
  };
  return (
    <Modal
      open
      title={t('billing.payments.recordFor', { number: props.invoice.invoice_number, name: props.invoice.student_name })}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      okText={t('billing.payments.record')}
      okButtonProps={{ loading: create.isPending }}
      destroyOnHidden
    >
      <p>{t('billing.payments.remaining', { amount: formatYen(remaining) })}</p>
      <Form<PaymentValues> form={form} layout="vertical" onFinish={submit} initialValues={{ paid_on: dayjs(), amount: remaining, payment_kind: PaymentMethodKind.bankTransfer }}>
        <Form.Item
          name="paid_on"
          label={t('billing.payments.paidOn')}
          rules={[
            { required: true, message: t('billing.payments.paidOnRequired') },
            { validator: (_, value: DateInputValue) => { const m = dateValueMessage(value, 'date'); return m ? Promise.reject(new Error(m)) : Promise.resolve(); } },
          ]}
          {...status('paid_on')}
        >
          <DateInput kind="date" aria-label={t('billing.payments.paidOn')} />
        </Form.Item>
        <Form.Item name="amount" label={t('billing.payments.amount')} rules={[{ required: true, message: t('billing.payments.amountRequired') }]} {...status('amount')}>
          <InputNumber<number> precision={0} min={-99999999} max={99999999} style={{ width: 200 }} formatter={(v) => (v === undefined ? '' : Number(v).toLocaleString('ja-JP'))} parser={(v) => Number((v ?? '').replace(/[^\d-]/g, ''))} />
        </Form.Item>
        <Form.Item name="payment_kind" label={t('billing.payments.kind')} {...status('payment_kind')}>
          <Select options={Object.values(PaymentMethodKind).map((code) => ({ value: code, label: codeLabel('payment_method_kind', code) }))} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="note" label={t('billing.payments.note')} {...status('note')}>
          <Input maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
