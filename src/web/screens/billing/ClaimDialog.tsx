import { Form, Input, InputNumber, Modal, Radio, Select } from 'antd';
import { constants } from '../../../generated/constants.js';
import { codeLabel, TaxCategory } from '../../../generated/enums.js';
import { t, useApiQuery, type FieldError } from '../../kit';

/** What a claim line is made of (an additional claim, a change of one, or a 訂正伝票 with its reason). */
export interface ClaimValues { fee_item_id: number | null; item_name: string; unit_price: number; quantity: number; tax_category: string; reason?: string }

/** The fields of the form, for the server's field errors. */
export const CLAIM_FIELDS = ['fee_item_id', 'item_name', 'unit_price', 'quantity', 'tax_category', 'reason'] as const;

const PRICE_MAX = Number(constants.claimUnitPriceMax);

/**
 * A claim line's form in a dialog: a fee item of 料金設定 fills the name, price and tax category (still editable); a
 * discount or a decrease is a negative price. With `withReason`, the 訂正理由 a correction slip needs.
 */
export function ClaimDialog(props: {
  title: string; initial?: Partial<ClaimValues>; withReason?: boolean; fieldErrors: FieldError[]; isPending: boolean; extra?: React.ReactNode;
  onSubmit: (values: ClaimValues) => void; onClose: () => void;
}) {
  const [form] = Form.useForm<ClaimValues>();
  const fees = useApiQuery('/api/v1/fee-items', { params: { query: { limit: Number(constants.maxPageSize), sort: 'sort_order', order: 'asc' } } });
  const feeRows = (fees.data?.data ?? []).filter((fee) => fee.is_active);
  const errorOf = (field: string) => props.fieldErrors.find((e) => e.field === field)?.message;
  const status = (field: string) => (errorOf(field) ? { validateStatus: 'error' as const, help: errorOf(field) } : {});
  const chooseFee = (id: number | null) => {
    const fee = feeRows.find((row) => row.id === id);
    if (fee) form.setFieldsValue({ item_name: fee.name, unit_price: fee.amount, tax_category: fee.tax_category });
  };
  return (
    <Modal open title={props.title} onOk={() => form.submit()} onCancel={props.onClose} okButtonProps={{ loading: props.isPending }} destroyOnHidden width={520}>
      {props.extra}
      <Form<ClaimValues>
        form={form}
        layout="vertical"
        initialValues={{ fee_item_id: null, quantity: 1, tax_category: TaxCategory.taxable, ...props.initial }}
        onFinish={(values) => props.onSubmit({ ...values, item_name: values.item_name.trim(), fee_item_id: values.fee_item_id ?? null })}
      >
        <Form.Item name="fee_item_id" label={t('billing.claims.field.feeItem')} {...status('fee_item_id')}>
          <Select
            allowClear
            placeholder={t('billing.claims.field.feeItemPlaceholder')}
            options={feeRows.map((fee) => ({ value: fee.id, label: fee.name }))}
            onChange={chooseFee}
            showSearch
            optionFilterProp="label"
          />
        </Form.Item>
        <Form.Item name="item_name" label={t('billing.claims.field.itemName')} rules={[{ required: true, whitespace: true, message: t('billing.claims.itemNameRequired') }]} {...status('item_name')}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="unit_price" label={t('billing.claims.field.unitPrice')} rules={[{ required: true, message: t('billing.claims.unitPriceRequired') }]} {...status('unit_price')}>
          <InputNumber<number> min={-PRICE_MAX} max={PRICE_MAX} precision={0} step={100} style={{ width: 200 }} formatter={(v) => (v === undefined ? '' : Number(v).toLocaleString('ja-JP'))} parser={(v) => Number((v ?? '').replace(/[^\d-]/g, ''))} />
        </Form.Item>
        <Form.Item name="quantity" label={t('billing.claims.field.quantity')} rules={[{ required: true }]} {...status('quantity')}>
          <InputNumber min={1} max={99} precision={0} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="tax_category" label={t('billing.claims.field.taxCategory')} {...status('tax_category')}>
          <Radio.Group options={Object.values(TaxCategory).map((code) => ({ value: code, label: codeLabel('tax_category', code) }))} />
        </Form.Item>
        {props.withReason && (
          <Form.Item name="reason" label={t('billing.claims.field.reason')} rules={[{ required: true, whitespace: true, message: t('billing.corrections.reasonRequired') }]} {...status('reason')}>
            <Input.TextArea maxLength={200} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
