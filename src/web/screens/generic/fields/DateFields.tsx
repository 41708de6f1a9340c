import { Typography } from 'antd';
import type { WidgetProps } from '@rjsf/utils';
import { DateInput, dateValueMessage, type DateInputValue, type DateTextKind } from '../../../components/date-input/index.js';
import { fromFormValue, toFormValue } from './dateFormValue.js';
import { emptyValue, inputProps } from './widgetProps.js';

/**
 * A generic form's date, date-and-time or time field: the app's one date field (DateInput) over the form's text value.
 * Text it cannot read is said at once under the field; once the form has checked itself, its error (the same text,
 * from formErrors.ts typedDateErrors) says it instead.
 */
function DateWidget(props: WidgetProps & { kind: DateTextKind }) {
  const { kind } = props;
  const { id, disabled, status, autoFocus, placeholder, 'aria-describedby': describedBy, 'aria-required': ariaRequired, 'aria-invalid': ariaInvalid } = inputProps(props);
  const value = fromFormValue(props.value, kind);
  const typedMessage = (props.rawErrors?.length ?? 0) === 0 ? dateValueMessage(value, kind) : undefined;
  const messageId = `${id}__typed`;
  return (
    <>
      <DateInput
        kind={kind}
        id={id}
        value={value}
        onChange={(next: DateInputValue) => props.onChange(toFormValue(next, kind) ?? emptyValue(props))}
        disabled={disabled}
        status={typedMessage ? 'error' : status}
        autoFocus={autoFocus}
        placeholder={placeholder}
        aria-describedby={typedMessage ? `${messageId} ${describedBy}` : describedBy}
        aria-required={ariaRequired}
        aria-invalid={ariaInvalid || (typedMessage ? true : undefined)}
        onFocus={() => props.onFocus(props.id, props.value)}
        onBlur={() => props.onBlur(props.id, props.value)}
      />
      {typedMessage && <div id={messageId} role="alert"><Typography.Text type="danger">{typedMessage}</Typography.Text></div>}
    </>
  );
}

/** date: 2026年12月24日, sent as 2026-12-24. */
export function DateField(props: WidgetProps) {
  return <DateWidget {...props} kind="date" />;
}

/** time: 18:00, sent as 18:00. */
export function TimeField(props: WidgetProps) {
  return <DateWidget {...props} kind="time" />;
}

/** datetime: 2026年12月24日 18:00, sent as an ISO 8601 instant with the browser's offset. */
export function DateTimeField(props: WidgetProps) {
  return <DateWidget {...props} kind="datetime" />;
}
