import { useState } from 'react';
import { Select } from 'antd';
import type { WidgetProps } from '@rjsf/utils';
import { t } from '../../../i18n/i18n.js';
import { useRefOptions } from './useRefOptions.js';
import { emptyValue, inputProps, stringOption } from './widgetProps.js';

function idsOf(value: unknown): number[] {
  if (Array.isArray(value)) return value.filter((v): v is number => typeof v === 'number');
  return typeof value === 'number' ? [value] : [];
}

/** The searchable select of ref (one row) and refs (several rows) fields over the referenced entity's list API. */
function RefSelectBase(props: WidgetProps & { isMultiple: boolean }) {
  const ref = stringOption(props, 'ref');
  const [search, setSearch] = useState('');
  const selected = idsOf(props.value);
  const { options, isLoading, isError, isServerSearch } = useRefOptions({ ref: ref ?? '', search, selected });
  // aria-required is not allowed on the select's wrapper element; required is announced by the label's mark.
  const { id, disabled, status, autoFocus, 'aria-required': _required, ...aria } = inputProps(props);
  // An id no row has (deleted meanwhile) still shows something readable instead of a bare number.
  const known = new Set(options.map((o) => o.value));
  const shownOptions = [
    ...options,
    ...(isLoading ? [] : selected.filter((v) => !known.has(v)).map((v) => ({ value: v, label: t('genericScreen.field.unknownRow', { id: v }) }))),
  ];
  return (
    <Select
      id={id}
      disabled={disabled}
      status={isError ? 'error' : status}
      autoFocus={autoFocus}
      {...aria}
      mode={props.isMultiple ? 'multiple' : undefined}
      allowClear={props.isMultiple || !props.required}
      loading={isLoading}
      // An optional ref whose empty value means something (model `emptyLabel`, e.g. 全校舎) says so while empty.
      placeholder={stringOption(props, 'emptyLabel') ?? t('genericScreen.field.select')}
      notFoundContent={isError ? t('genericScreen.field.loadFailed') : t('genericScreen.field.noMatch')}
      showSearch
      // Typed text searches the server when the label is a text filter there; otherwise the loaded page.
      filterOption={isServerSearch ? false : (input, option) => String(option?.label ?? '').includes(input)}
      onSearch={setSearch}
      options={shownOptions}
      value={props.isMultiple ? selected : (selected[0] ?? undefined)}
      onChange={(value: number | number[] | undefined) => {
        setSearch('');
        if (Array.isArray(value)) props.onChange(value.length > 0 ? value : emptyValue(props));
        else props.onChange(value ?? emptyValue(props));
      }}
      onBlur={() => props.onBlur(props.id, props.value)}
      onFocus={() => props.onFocus(props.id, props.value)}
      style={{ minWidth: 240 }}
    />
  );
}

/** ref: one row of another entity, chosen by its name. */
export function RefSelect(props: WidgetProps) {
  return <RefSelectBase {...props} isMultiple={false} />;
}

/** refs: several rows of another entity, chosen by their names. */
export function RefsSelect(props: WidgetProps) {
  return <RefSelectBase {...props} isMultiple />;
}
