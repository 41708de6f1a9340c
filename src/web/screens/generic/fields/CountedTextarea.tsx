import { Input } from 'antd';
import type { WidgetProps } from '@rjsf/utils';

/**
 * The text area of text fields: it grows with its content and counts characters against the model's maxLength
 * (e.g. 「1001 / 1000」 in red); a value over the limit is not cut off but refused by the form's validation, with the
 * model's Japanese message, before anything is sent.
 */
export function CountedTextarea(props: WidgetProps) {
  const { id, value, disabled, readonly, schema, autofocus, placeholder, rawErrors } = props;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
  return (
    <Input.TextArea
      id={id}
      name={id}
      value={typeof value === 'string' ? value : ''}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      placeholder={placeholder}
      autoSize={{ minRows: 4, maxRows: 16 }}
      count={max ? { show: true, max } : undefined}
      status={rawErrors?.length ? 'error' : undefined}
      aria-describedby={`${id}__error ${id}__help`}
      onChange={(event) => props.onChange(event.target.value === '' ? props.options.emptyValue : event.target.value)}
      onBlur={(event) => props.onBlur(id, event.target.value)}
      onFocus={(event) => props.onFocus(id, event.target.value)}
    />
  );
}
