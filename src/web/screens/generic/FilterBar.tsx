import { Button, Form, Input, InputNumber, Select, Space } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { codeLists, type CodeListName } from '../../../generated/enums.js';
import { t } from '../../i18n/i18n.js';
import type { FilterInfo } from '../../model/modelAccess.js';
import type { RefLabels } from './formatCell.js';

/** Filter values of a list: field → value (empty filters are left out). */
export type FilterValues = Record<string, string | number | boolean>;

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
  const options = optionsOf(filter, refLabels);
  const placeholder = options ? t('web.all') : t('web.filterPlaceholder', { label: filter.label });
  if (options) return <Select allowClear showSearch optionFilterProp="label" options={options} placeholder={placeholder} style={{ minWidth: 160 }} />;
  if (filter.type === 'integer' || filter.type === 'number' || filter.type === 'yen') return <InputNumber placeholder={placeholder} style={{ width: 140 }} />;
  return <Input allowClear placeholder={placeholder} style={{ width: 200 }} />;
}

function withoutEmpty(values: Record<string, unknown>): FilterValues {
  const out: FilterValues = {};
  for (const [field, value] of Object.entries(values)) {
    if (typeof value === 'string' && value.trim() !== '') out[field] = value.trim();
    else if (typeof value === 'number' || typeof value === 'boolean') out[field] = value;
  }
  return out;
}

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
  const reset = () => {
    form.resetFields();
    props.onFilter?.({});
  };
  return (
    <Form form={form} name="listFilter" layout="inline" initialValues={props.values} onFinish={submit} role="search" style={{ rowGap: 12 }}>
      {props.filters.map((filter) => (
        <Form.Item key={filter.field} name={filter.field} label={filter.label}>
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
