import { useRef, useState, type ChangeEvent, type CompositionEvent } from 'react';
import { Input } from 'antd';
import type { WidgetProps } from '@rjsf/utils';
import { toHalfWidthDigits, toKatakana, toPhone } from './normalize.js';
import { emptyValue, inputProps } from './widgetProps.js';

/**
 * A text input whose typed text is converted (full-width digits, hiragana to katakana, ...) once the IME has
 * committed it: while a Japanese IME composes, the text is left alone, so converting never fights the IME.
 */
function ConvertingInput(props: WidgetProps & { convert?: (text: string) => string; inputType?: string; keyboard?: 'tel' | 'email' | 'numeric' | 'text' }) {
  const { convert = (s: string) => s, value } = props;
  const composing = useRef(false);
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? (value === undefined || value === null ? '' : String(value));
  const emit = (raw: string) => {
    const converted = convert(raw);
    props.onChange(converted === '' ? emptyValue(props) : converted);
  };
  return (
    <Input
      {...inputProps(props)}
      name={props.id}
      type={props.inputType}
      inputMode={props.keyboard}
      autoComplete="off"
      value={text}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        // The input event itself says whether an IME is composing; a composition that never ended (a browser or a
        // test tool that starts one and inserts text) must not keep the value from the form.
        const isComposing = composing.current && (event.nativeEvent as InputEvent).isComposing === true;
        if (isComposing) setDraft(event.target.value);
        else {
          composing.current = false;
          setDraft(null);
          emit(event.target.value);
        }
      }}
      onCompositionStart={() => { composing.current = true; }}
      onCompositionEnd={(event: CompositionEvent<HTMLInputElement>) => {
        composing.current = false;
        setDraft(null);
        emit(event.currentTarget.value);
      }}
      onBlur={() => props.onBlur(props.id, value)}
      onFocus={() => props.onFocus(props.id, value)}
    />
  );
}

/** string: one line of text. */
export function TextField(props: WidgetProps) {
  return <ConvertingInput {...props} />;
}

/** email: an e-mail address (full-width @ and digits typed by an IME become half-width). */
export function EmailField(props: WidgetProps) {
  return <ConvertingInput {...props} inputType="email" keyboard="email" convert={(s) => toHalfWidthDigits(s.normalize('NFKC')).trim()} />;
}

/** kana: full-width katakana; hiragana and half-width katakana are converted, the pattern refuses anything else. */
export function KanaField(props: WidgetProps) {
  return <ConvertingInput {...props} convert={toKatakana} />;
}

/** phone: digits and hyphens, half-width. */
export function PhoneField(props: WidgetProps) {
  return <ConvertingInput {...props} inputType="tel" keyboard="tel" convert={toPhone} />;
}

/** password: hidden text. */
export function PasswordField(props: WidgetProps) {
  return (
    <Input.Password
      {...inputProps(props)}
      name={props.id}
      autoComplete="new-password"
      value={typeof props.value === 'string' ? props.value : ''}
      onChange={(event) => props.onChange(event.target.value === '' ? emptyValue(props) : event.target.value)}
      onBlur={() => props.onBlur(props.id, props.value)}
      onFocus={() => props.onFocus(props.id, props.value)}
    />
  );
}

/** json: a JSON object as text; text that is not JSON stays text, which the schema refuses. */
export function JsonField(props: WidgetProps) {
  const [text, setText] = useState(() => (props.value === undefined || props.value === null ? '' : JSON.stringify(props.value, null, 2)));
  return (
    <Input.TextArea
      {...inputProps(props)}
      name={props.id}
      autoSize={{ minRows: 3, maxRows: 12 }}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        if (event.target.value.trim() === '') return props.onChange(emptyValue(props));
        try {
          props.onChange(JSON.parse(event.target.value));
        } catch {
          props.onChange(event.target.value);
        }
      }}
      onBlur={() => props.onBlur(props.id, props.value)}
      onFocus={() => props.onFocus(props.id, props.value)}
    />
  );
}
