import { useRef, useState, type ChangeEvent, type CSSProperties, type KeyboardEvent } from 'react';
import { CalendarOutlined, ClockCircleOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { t } from '../../i18n/i18n.js';
import { CalendarPopup, type MinuteStep } from './CalendarPopup';
import { dayjsOf, readDateValue, textOfDateValue, type DateInputValue, type DateTextKind } from './dateValue.js';

/** Props of the one date field; antd's Form.Item (and the rjsf widgets) give value, onChange, id, status and aria-*. */
export interface DateInputProps {
  /** date: a day (2026年12月24日); datetime: a day and a time (2026年12月24日 18:00); time: a time of day (18:00). */
  kind: DateTextKind;
  value?: DateInputValue;
  /** A day or instant (seconds 0), null when emptied, or the typed text when it is none (the form's rule refuses it). */
  onChange?: (value: DateInputValue) => void;
  id?: string;
  disabled?: boolean;
  placeholder?: string;
  status?: 'error' | 'warning';
  autoFocus?: boolean;
  /** The field's box (its width); by default wide enough for its formatted value. */
  style?: CSSProperties;
  /** Days the calendar greys out (typing such a day is left to the form's rules, which say why). */
  disabledDate?: (day: Dayjs) => boolean;
  /** Minutes between the calendar's time choices (typing takes any minute). */
  minuteStep?: MinuteStep;
  onFocus?: () => void;
  onBlur?: () => void;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
}

const widths: Record<DateTextKind, number> = { date: 180, datetime: 230, time: 130 };

function isSameValue(a: DateInputValue | undefined, b: DateInputValue | undefined): boolean {
  if (dayjs.isDayjs(a) && dayjs.isDayjs(b)) return a.isSame(b);
  return (a ?? null) === (b ?? null);
}

/**
 * The one field for a date, a date and time, or a time of day, on every screen (issue 17): a text input that reads
 * what a school office types (2026/12/24, 20261224, 12/24, 2026年12月24日, 18:00, 1800, 18時30分, full-width too) when
 * the user leaves it or presses Enter, and shows the value the Japanese way (2026年12月24日 18:00); text it cannot
 * read stays as typed and goes to the form as text, whose rule says why (dateValueMessage), instead of being dropped.
 * A click (or ↓) opens antd's calendar below it, for the mouse; focus alone does not, so a form that focuses its
 * first wrong field after a failed save leaves the message under it in view.
 */
export function DateInput(props: DateInputProps) {
  const { kind, value, onChange } = props;
  // The text being typed, until it is read (null: the field shows its value). Kept in a ref as well: the calendar's
  // choice and its closing come in one event, before React renders again.
  const draftRef = useRef<string | null>(null);
  const [draft, setDraftState] = useState<string | null>(null);
  const [isOpen, setOpen] = useState(false);
  const setDraft = (text: string | null) => {
    draftRef.current = text;
    setDraftState(text);
  };

  const emit = (next: DateInputValue) => {
    if (!isSameValue(next, value)) onChange?.(next);
  };
  /** Reads the typed text, if any: the value it names, or the text itself. */
  const commit = () => {
    const typed = draftRef.current;
    if (typed === null) return;
    setDraft(null);
    const read = readDateValue(typed, kind);
    emit('message' in read ? typed.trim() : read.value);
  };
  const choose = (chosen: Dayjs | null) => {
    setDraft(null);
    emit(chosen ? chosen.second(0).millisecond(0) : null);
    setOpen(false);
  };

  const onTextChange = (event: ChangeEvent<HTMLInputElement>) => {
    setDraft(event.target.value);
    // The clear button: emptied at once, not on leaving the field.
    if (event.type === 'click') commit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // The Enter that confirms an IME's conversion (２０２６／１２／２４) is the IME's, not the field's.
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    if (event.key === 'Enter' && (draftRef.current !== null || isOpen)) {
      // Enter reads the date; it does not also send the form.
      event.preventDefault();
      commit();
      setOpen(false);
    } else if (event.key === 'Escape' && isOpen) {
      // Closes the calendar, not the drawer or dialog around the field.
      event.stopPropagation();
      setOpen(false);
    } else if (event.key === 'ArrowDown') {
      setOpen(true);
    }
  };

  // While a readable day is typed, the calendar moves to it.
  const typed = draft === null ? null : readDateValue(draft, kind);
  const shown = typed && 'value' in typed && typed.value ? typed.value : dayjsOf(value);
  return (
    <div style={{ position: 'relative', display: 'inline-block', width: widths[kind], maxWidth: '100%', ...props.style }}>
      <CalendarPopup kind={kind} isOpen={isOpen && !props.disabled} value={shown} minuteStep={props.minuteStep ?? 5}
        disabledDate={props.disabledDate} onChoose={choose} onClose={() => { commit(); setOpen(false); }} />
      <Input
        id={props.id}
        value={draft ?? textOfDateValue(value, kind)}
        placeholder={props.placeholder ?? t(`dateInput.placeholder.${kind}`)}
        disabled={props.disabled}
        status={props.status}
        autoFocus={props.autoFocus}
        autoComplete="off"
        allowClear
        suffix={kind === 'time' ? <ClockCircleOutlined aria-hidden /> : <CalendarOutlined aria-hidden />}
        aria-label={props['aria-label']}
        aria-describedby={props['aria-describedby']}
        aria-invalid={props['aria-invalid']}
        aria-required={props['aria-required']}
        onChange={onTextChange}
        onKeyDown={onKeyDown}
        onClick={() => setOpen(true)}
        onFocus={() => props.onFocus?.()}
        onBlur={() => { commit(); setOpen(false); props.onBlur?.(); }}
      />
    </div>
  );
}
