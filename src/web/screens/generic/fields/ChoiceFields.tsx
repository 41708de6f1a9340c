import { Radio, Select, Switch } from 'antd';
import type { WidgetProps } from '@rjsf/utils';
import { codeLists, type CodeListName } from '../../../../generated/enums.js';
import { t } from '../../../i18n/i18n.js';
import { emptyValue, inputProps, stringOption } from './widgetProps.js';

type Choice = { value: string | number; label: string };

/** The choices of an enum field: its code list (enums.ts) named in ui:options, else the schema's oneOf. */
export function enumChoices(props: Pick<WidgetProps, 'options' | 'schema'>): Choice[] {
  const list = typeof props.options.enum === 'string' ? props.options.enum : undefined;
  if (list && Object.hasOwn(codeLists, list)) {
    return (codeLists[list as CodeListName].values as ReadonlyArray<{ code: string | number; label: string }>).map((v) => ({ value: v.code, label: v.label }));
  }
  return (props.schema.oneOf ?? []).flatMap((o) => {
    if (typeof o !== 'object' || o.const === null || o.const === undefined) return [];
    return [{ value: o.const as string | number, label: typeof o.title === 'string' ? o.title : String(o.const) }];
  });
}

/** enum: a select of the code list's labels. */
export function EnumSelect(props: WidgetProps) {
  // aria-required is not allowed on the select's wrapper element; required is announced by the label's mark.
  const { id, disabled, status, autoFocus, 'aria-required': _required, ...aria } = inputProps(props);
  return (
    <Select
      id={id}
      disabled={disabled}
      status={status}
      autoFocus={autoFocus}
      {...aria}
      allowClear={!props.required}
      showSearch
      optionFilterProp="label"
      placeholder={t('genericScreen.field.select')}
      options={enumChoices(props)}
      value={props.value ?? undefined}
      onChange={(value: string | number | undefined) => props.onChange(value ?? emptyValue(props))}
      onBlur={() => props.onBlur(props.id, props.value)}
      onFocus={() => props.onFocus(props.id, props.value)}
      style={{ minWidth: 200 }}
    />
  );
}

/** enum with widget: radio: the code list as radio buttons (few choices, all visible). */
export function EnumRadio(props: WidgetProps) {
  const { id, disabled, ...rest } = inputProps(props);
  return (
    <Radio.Group
      id={id}
      disabled={disabled}
      aria-describedby={rest['aria-describedby']}
      aria-invalid={rest['aria-invalid']}
      aria-label={props.label}
      options={enumChoices(props)}
      value={props.value ?? undefined}
      onChange={(event) => props.onChange(event.target.value as unknown)}
    />
  );
}

/** boolean: an on/off switch. */
export function SwitchField(props: WidgetProps) {
  const { id, disabled, autoFocus, ...aria } = inputProps(props);
  return (
    <Switch
      id={id}
      disabled={disabled}
      autoFocus={autoFocus}
      aria-describedby={aria['aria-describedby']}
      checked={props.value === true}
      checkedChildren={t('web.yes')}
      unCheckedChildren={t('web.no')}
      onChange={(checked) => props.onChange(checked)}
    />
  );
}

/** The code list an enum field names, for tests and stories. */
export function enumListOf(props: WidgetProps): string | undefined {
  return stringOption(props, 'enum');
}
