import { forwardRef, type InputHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { ConfigProvider, DatePicker, Grid } from 'antd';
import type { Dayjs } from 'dayjs';
import { t } from '../../i18n/i18n.js';
import type { DateTextKind } from './dateValue.js';

/** Minutes between the calendar's time choices. */
export type MinuteStep = 1 | 5 | 10 | 15 | 30;

/**
 * The input antd's picker would type into, replaced by one that takes no focus and no typing: the field's own text
 * input (DateInput) does that, so the picker keeps no typed state of its own that could overwrite what was typed.
 */
const PickerAnchor = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function PickerAnchor(props, ref) {
  return <input ref={ref} className={props.className} size={props.size} value={String(props.value ?? '')} tabIndex={-1} readOnly aria-hidden="true" />;
});

const pickerComponents = { input: PickerAnchor };

// A press in the calendar must not take the focus from the text input: the field closes and reads its text on blur.
const keepFocus = (event: MouseEvent) => event.preventDefault();
const panelRender = (panel: ReactNode) => <div onMouseDown={keepFocus}>{panel}</div>;

// Lies exactly over the text input, unseen and not in the way of the mouse: antd places the calendar below it.
const anchorStyle = { position: 'absolute', inset: 0, opacity: 0, pointerEvents: 'none' } as const;

// On a phone (under antd's sm, 576 px) the calendar with its two time columns is narrowed to fit 390 px (about 400 px
// wide with antd's sizes: the minutes and 確定 fell off the screen).
const phoneTheme = { components: { DatePicker: { cellWidth: 30, timeColumnWidth: 44 } } };

/**
 * antd's calendar (date, date and time, or time columns) in the app's locale (今日, 現在時刻, 確定; 2026年12月, 日 月 火…),
 * opened and closed by the field; a day or time chosen in it is handed to `onChoose`.
 */
export function CalendarPopup(props: {
  kind: DateTextKind;
  isOpen: boolean;
  /** What the calendar shows: the field's value, or the day being typed. */
  value: Dayjs | null;
  minuteStep: MinuteStep;
  disabledDate?: (day: Dayjs) => boolean;
  onChoose: (value: Dayjs | null) => void;
  onClose: () => void;
}) {
  const { kind } = props;
  const isPhone = Grid.useBreakpoint().sm === false;
  const picker = (
    <DatePicker
      picker={kind === 'time' ? 'time' : 'date'}
      showTime={kind === 'datetime' ? { format: t('dateInput.timeFormat'), minuteStep: props.minuteStep } : undefined}
      minuteStep={kind === 'time' ? props.minuteStep : undefined}
      format={t(kind === 'time' ? 'dateInput.timeFormat' : kind === 'date' ? 'web.dateFormat' : 'web.datetimeFormat')}
      // A day is chosen with one press; a time (of a day) is confirmed with 確定.
      needConfirm={kind !== 'date'}
      open={props.isOpen}
      value={props.value}
      disabledDate={props.disabledDate}
      onChange={(value: Dayjs | null) => props.onChoose(value)}
      onOpenChange={(open) => { if (!open) props.onClose(); }}
      components={pickerComponents}
      panelRender={panelRender}
      allowClear={false}
      suffixIcon={null}
      style={{ width: '100%', height: '100%' }}
    />
  );
  return (
    <div aria-hidden="true" style={anchorStyle}>
      {isPhone ? <ConfigProvider theme={phoneTheme}>{picker}</ConfigProvider> : picker}
    </div>
  );
}
