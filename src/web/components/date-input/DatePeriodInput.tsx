import dayjs from 'dayjs';
import { Space } from 'antd';
import { t } from '../../i18n/i18n.js';
import { DateInput } from './DateInput';
import { dateValueMessage, type DateInputValue } from './dateValue.js';

/** A period of days, either end open (null); an end may be typed text the field could not read. */
export interface DatePeriodValue {
  from: DateInputValue;
  to: DateInputValue;
}

/** Why a period cannot be searched: an end that is no date, or an end before the start; undefined when it can. */
export function datePeriodMessage(period: DatePeriodValue | undefined): string | undefined {
  if (!period) return undefined;
  const typed = dateValueMessage(period.from, 'date') ?? dateValueMessage(period.to, 'date');
  if (typed) return typed;
  const { from, to } = period;
  return dayjs.isDayjs(from) && dayjs.isDayjs(to) && to.isBefore(from, 'day') ? t('dateInput.periodOrder') : undefined;
}

/**
 * A period of days (a list filter on a date or date-time field): two date fields, 開始日 〜 終了日, each typed or
 * picked as any date field is.
 */
export function DatePeriodInput(props: {
  value?: DatePeriodValue;
  onChange?: (value: DatePeriodValue) => void;
  /** The filter's label, for the two inputs' accessible names. */
  label: string;
  id?: string;
  status?: 'error' | 'warning';
}) {
  const period: DatePeriodValue = props.value ?? { from: null, to: null };
  const change = (end: keyof DatePeriodValue) => (value: DateInputValue) => props.onChange?.({ ...period, [end]: value });
  return (
    <Space size={8} wrap>
      <DateInput kind="date" id={props.id} value={period.from} onChange={change('from')} status={props.status}
        placeholder={t('web.periodFrom')} aria-label={t('dateInput.periodFromLabel', { label: props.label })} style={{ width: 170 }} />
      <DateInput kind="date" value={period.to} onChange={change('to')} status={props.status}
        placeholder={t('web.periodTo')} aria-label={t('dateInput.periodToLabel', { label: props.label })} style={{ width: 170 }} />
    </Space>
  );
}
