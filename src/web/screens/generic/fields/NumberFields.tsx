import { useRef, useState } from 'react';
import { Input } from 'antd';
import type { WidgetProps } from '@rjsf/utils';
import { parseNumberText, toHalfWidthDigits, withThousands } from './normalize.js';
import { emptyValue, inputProps } from './widgetProps.js';

function textOf(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}

/**
 * A number typed as text: full-width digits from a Japanese IME become half-width once committed, the value sent
 * is a number (or the text itself when it is not one, which validation refuses with 半角数字で入力してください).
 * The yen field shows ¥ and thousands separators while it is not being edited.
 */
function NumberInput(props: WidgetProps & { kind: 'integer' | 'decimal'; isYen?: boolean }) {
  const { value, kind, isYen } = props;
  const composing = useRef(false);
  const [text, setText] = useState(() => textOf(value));
  const [seen, setSeen] = useState<unknown>(value);
  const [isFocused, setFocused] = useState(false);
  // A value set from outside (reset, loaded record) replaces the text; a value this input sent does not.
  if (value !== seen) {
    setSeen(value);
    setText(textOf(value));
  }
  const emit = (raw: string) => {
    const parsed = parseNumberText(raw, kind);
    const next = parsed === undefined ? emptyValue(props) : parsed;
    setText(typeof parsed === 'number' ? normalisedText(raw, parsed) : raw);
    setSeen(next);
    props.onChange(next);
  };
  const shown = isYen && !isFocused && typeof value === 'number' ? withThousands(value) : text;
  return (
    <Input
      {...inputProps(props)}
      name={props.id}
      inputMode={kind === 'integer' ? 'numeric' : 'decimal'}
      autoComplete="off"
      prefix={isYen ? '¥' : undefined}
      value={shown}
      style={{ maxWidth: 240 }}
      onChange={(event) => {
        if (composing.current) setText(event.target.value);
        else emit(event.target.value);
      }}
      onCompositionStart={() => { composing.current = true; }}
      onCompositionEnd={(event) => {
        composing.current = false;
        emit(event.currentTarget.value);
      }}
      onFocus={() => { setFocused(true); props.onFocus(props.id, value); }}
      onBlur={() => { setFocused(false); props.onBlur(props.id, value); }}
    />
  );
}

/** The text shown after a number was typed: half-width, without separators, keeping a trailing point (1.). */
function normalisedText(raw: string, parsed: number): string {
  const half = toHalfWidthDigits(raw).replace(/[,\s¥￥]/g, '');
  return Number(half) === parsed ? half : String(parsed);
}

/** integer: whole numbers in half-width digits. */
export function IntegerField(props: WidgetProps) {
  return <NumberInput {...props} kind="integer" />;
}

/** number: decimals in half-width digits. */
export function DecimalField(props: WidgetProps) {
  return <NumberInput {...props} kind="decimal" />;
}

/** yen: a whole amount in yen, ¥ before it and 1,234 separators while not being edited. */
export function YenField(props: WidgetProps) {
  return <NumberInput {...props} kind="integer" isYen />;
}
