import { Select } from 'antd';
import { t } from '../../i18n/i18n.js';

/** The sort of a list: one field, ascending or descending. */
export interface ListSort {
  field: string;
  order: 'asc' | 'desc';
}

/** On a phone, where a list has no column headers to click: the sort of the list, one field up or down. */
export function SortSelect(props: { columns: ReadonlyArray<{ id: string; label: string }>; sort: ListSort | undefined; onChange: (sort: ListSort | undefined) => void }) {
  const options = props.columns.flatMap((c) => [
    { value: `${c.id}:asc`, label: t('genericScreen.sortAscending', { label: c.label }) },
    { value: `${c.id}:desc`, label: t('genericScreen.sortDescending', { label: c.label }) },
  ]);
  const value = props.sort ? `${props.sort.field}:${props.sort.order}` : undefined;
  const change = (next: string | undefined) => {
    const [field, order] = (next ?? '').split(':');
    props.onChange(field && (order === 'asc' || order === 'desc') ? { field, order } : undefined);
  };
  return (
    <Select
      aria-label={t('genericScreen.sortLabel')}
      placeholder={t('genericScreen.sortLabel')}
      allowClear
      options={options}
      value={options.some((o) => o.value === value) ? value : undefined}
      onChange={change}
      style={{ minWidth: 180 }}
    />
  );
}
