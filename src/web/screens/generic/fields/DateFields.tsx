import { DatePicker, TimePicker } from 'antd';
import type { WidgetProps } from '@rjsf/utils';
import dayjs, { type Dayjs } from 'dayjs';
import { t } from '../../../i18n/i18n.js';
import { emptyValue, inputProps } from './widgetProps.js';

function pickerProps(props: WidgetProps) {
  const { id, disabled, status, autoFocus, 'aria-describedby': describedBy, 'aria-required': ariaRequired, 'aria-invalid': ariaInvalid } = inputProps(props);
  return {
    id, disabled, status, autoFocus,
    'aria-describedby': describedBy, 'aria-required': ariaRequired, 'aria-invalid': ariaInvalid,
    onBlur: () => props.onBlur(props.id, props.value),
    onFocus: () => props.onFocus(props.id, props.value),
    style: { minWidth: 200 },
  };
}

function dayjsOf(value: unknown, parse: (text: string) => Dayjs = (text) => dayjs(text)): Dayjs | null {
  if (typeof value !== 'string' || value === '') return null;
  const d = parse(value);
  return d.isValid() ? d : null;
}

/** date: a Japanese calendar picker (2026年04月01日), sent as 2026-04-01. */
export function DateField(props: WidgetProps) {
  return (
    <DatePicker
      {...pickerProps(props)}
      format={t('web.dateFormat')}
      placeholder={props.placeholder || t('genericScreen.field.selectDate')}
      value={dayjsOf(props.value)}
      onChange={(d: Dayjs | null) => props.onChange(d ? d.format('YYYY-MM-DD') : emptyValue(props))}
    />
  );
}

/** time: hours and minutes (09:30), sent as 09:30. */
export function TimeField(props: WidgetProps) {
  return (
    <TimePicker
      {...pickerProps(props)}
      format="HH:mm"
      placeholder={props.placeholder || t('genericScreen.field.selectTime')}
      minuteStep={5}
      needConfirm={false}
      value={dayjsOf(props.value, (text) => dayjs(`2000-01-01T${text}`))}
      onChange={(d: Dayjs | null) => props.onChange(d ? d.format('HH:mm') : emptyValue(props))}
    />
  );
}

/** datetime: date and time (2026年04月01日 09:30), sent as an ISO 8601 instant the API accepts. */
export function DateTimeField(props: WidgetProps) {
  return (
    <DatePicker
      {...pickerProps(props)}
      showTime={{ format: 'HH:mm', minuteStep: 5 }}
      format={t('web.datetimeFormat')}
      placeholder={props.placeholder || t('genericScreen.field.selectDateTime')}
      value={dayjsOf(props.value)}
      onChange={(d: Dayjs | null) => props.onChange(d ? d.second(0).millisecond(0).toISOString() : emptyValue(props))}
    />
  );
}
