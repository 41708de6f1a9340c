import { Button, Form, Input, InputNumber, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { SearchOutlined } from '@ant-design/icons';
import { DatePeriodInput, datePeriodMessage, isTypedText, type DatePeriodValue } from '../../components/date-input/index.js';
import { codeLists, type CodeListName } from '../../../generated/enums.js';
import { formatPeriod, parsePeriod } from '../../../shared/period.js';
import { t } from '../../i18n/i18n.js';
import type { FilterInfo } from '../../model/modelAccess.js';
import type { RefLabels } from './formatCell.js';

/** Filter values of a list: field → value, or values of a filter taking several (empty filters are left out). */
export type FilterValues = Record<string, string | number | boolean | Array<string | number>>;

/** The values a list starts with: each filter's model default (e.g. enrolled students only). */
export function defaultFilterValues(filters: readonly FilterInfo[]): FilterValues {
  const values: FilterValues = {};
  for (const f of filters) {
    if (f.default !== undefined) values[f.field] = Array.isArray(f.default) ? [...(f.default as ReadonlyArray<string | number>)] : f.default as string | number;
  }
  return values;
}

type Option = { value: string | number | boolean; label: string };

function optionsOf(filter: FilterInfo, refLabels: RefLabels): Option[] | undefined {
  if (filter.type === 'enum' && filter.enum && Object.hasOwn(codeLists, filter.enum)) {
    return codeLists[filter.enum as CodeListName].values.map((v) => ({ value: v.code, label: v.label }));
  }
  if (filter.type === 'ref' && filter.ref) {
    return Object.entries(refLabels[filter.ref] ?? {}).map(([id, label]) => ({ value: Number(id), label }));
  }
  if (filter.type === 'boolean') return [{ value: true, label: t('web.yes') }, { value: false, label: t('web.no') }];
  return undefined;
}

/** The input of one filter, chosen by its field type: a select for code lists and refs, else text. */
function filterInput(filter: FilterInfo, refLabels: RefLabels) {
  // Two date fields, typed (2026/11/23, 11/23, …) or picked.
  if (filter.operator === 'between') return <DatePeriodInput label={filter.label} />;
  const options = optionsOf(filter, refLabels);
  const placeholder = options ? t('web.all') : t('web.filterPlaceholder', { label: filter.label });
  if (options && filter.operator === 'in') {
    return <Select mode="multiple" allowClear showSearch optionFilterProp="label" options={options} placeholder={placeholder} maxTagCount="responsive" style={{ minWidth: 200 }} />;
  }
  if (options) return <Select allowClear showSearch optionFilterProp="label" options={options} placeholder={placeholder} style={{ minWidth: 160 }} />;
  if (filter.type === 'integer' || filter.type === 'number' || filter.type === 'yen') {
    return <InputNumber min={filter.minimum} max={filter.maximum} placeholder={placeholder} style={{ width: 140 }} />;
  }
  return <Input allowClear placeholder={placeholder} style={{ width: 200 }} />;
}

function withoutEmpty(values: Record<string, unknown>): FilterValues {
  const out: FilterValues = {};
  for (const [field, value] of Object.entries(values)) {
    if (typeof value === 'string' && value.trim() !== '') out[field] = value.trim();
    else if (typeof value === 'number' || typeof value === 'boolean') out[field] = value;
    else if (Array.isArray(value) && value.length > 0) out[field] = value as Array<string | number>;
  }
  return out;
}

const DAY = 'YYYY-MM-DD';

/**
 * A period filter's value (2026-11-01..2026-11-30) as its two date fields show it, and back; while an end is typed
 * text or the end is before the start, the form holds the fields' values and its rule says why.
 */
const periodItemProps = {
  getValueProps: (value: unknown) => {
    if (typeof value === 'object' && value !== null) return { value };
    const period = typeof value === 'string' ? parsePeriod(value) : undefined;
    return { value: { from: period?.from ? dayjs(period.from) : null, to: period?.to ? dayjs(period.to) : null } satisfies DatePeriodValue };
  },
  normalize: (period: DatePeriodValue) => {
    if (isTypedText(period.from) || isTypedText(period.to) || datePeriodMessage(period)) return period;
    return formatPeriod({ from: period.from?.format(DAY), to: period.to?.format(DAY) });
  },
  rules: [{ validator: (_: unknown, value: unknown) => {
    const message = typeof value === 'object' && value !== null ? datePeriodMessage(value as DatePeriodValue) : undefined;
    return message ? Promise.reject(new Error(message)) : Promise.resolve();
  } }],
};

/** The filter bar of a generic list, built from the entity's filters in tables.ts. */
export function FilterBar(props: {
  filters: readonly FilterInfo[];
  values?: FilterValues;
  refLabels?: RefLabels;
  onFilter?: (values: FilterValues) => void;
}) {
  const [form] = Form.useForm<Record<string, unknown>>();
  if (props.filters.length === 0) return null;
  const submit = (values: Record<string, unknown>) => props.onFilter?.(withoutEmpty(values));
  // Reset goes back to the model's defaults (e.g. enrolled students), not to no filter at all.
  const reset = () => {
    const defaults = defaultFilterValues(props.filters);
    form.setFieldsValue(Object.fromEntries(props.filters.map((f) => [f.field, defaults[f.field]])));
    props.onFilter?.(defaults);
  };
  return (
    <Form form={form} name="listFilter" layout="inline" initialValues={props.values} onFinish={submit} role="search" style={{ rowGap: 12 }}>
      {props.filters.map((filter) => (
        <Form.Item key={filter.field} name={filter.field} label={filter.label} {...(filter.operator === 'between' ? periodItemProps : {})}>
          {filterInput(filter, props.refLabels ?? {})}
        </Form.Item>
      ))}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>{t('common.search')}</Button>
          <Button onClick={reset}>{t('common.reset')}</Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
