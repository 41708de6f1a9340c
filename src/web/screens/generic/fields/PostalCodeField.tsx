import { useEffect, useRef, useState, type CompositionEvent } from 'react';
import { Input } from 'antd';
import type { WidgetProps } from '@rjsf/utils';
import { t } from '../../../i18n/i18n.js';
import { toPostalCode } from './normalize.js';
import { usePostalAddress, zipCodeMaster } from './usePostalAddress.js';
import { emptyValue, inputProps, stringOption } from './widgetProps.js';

/** What a generic form lends its field components (rjsf formContext): writing another field of the same form. */
export interface FieldFormContext {
  /** The form's current values. */
  values: Record<string, unknown>;
  /** Sets another field's value (the postal code fills in the address). */
  setField: (field: string, value: unknown) => void;
}

function formContextOf(props: WidgetProps): FieldFormContext | undefined {
  const context = props.registry.formContext as Partial<FieldFormContext> | undefined;
  return context && typeof context.setField === 'function' && context.values ? (context as FieldFormContext) : undefined;
}

/**
 * postal_code: 123-4567 in half-width digits (1234567 and full-width digits are converted). When the model has a
 * zip-code master, a complete code fills the form's address field (ui:options.addressField) if it is still empty.
 */
export function PostalCodeField(props: WidgetProps) {
  const composing = useRef(false);
  const [draft, setDraft] = useState<string | null>(null);
  const [typedCode, setTypedCode] = useState<string | undefined>(undefined);
  const addressField = stringOption(props, 'addressField');
  const hasMaster = addressField !== undefined && zipCodeMaster() !== undefined;
  const address = usePostalAddress(hasMaster ? typedCode : undefined);
  const context = formContextOf(props);
  useEffect(() => {
    if (!address || !addressField || !context) return;
    const current = context.values[addressField];
    if (current === undefined || current === null || current === '') context.setField(addressField, address);
    // Fill once per looked-up address (not on every change of the form); the user's own address is never overwritten.
  }, [address, addressField]);
  const emit = (raw: string) => {
    const code = toPostalCode(raw);
    setTypedCode(code);
    props.onChange(code === '' ? emptyValue(props) : code);
  };
  const text = draft ?? (typeof props.value === 'string' ? props.value : '');
  return (
    <Input
      {...inputProps(props)}
      name={props.id}
      inputMode="numeric"
      autoComplete="postal-code"
      prefix={t('text.postalMark')}
      placeholder={props.placeholder || '123-4567'}
      maxLength={10}
      style={{ maxWidth: 200 }}
      title={hasMaster ? t('genericScreen.field.postalHint') : undefined}
      value={text}
      onChange={(event) => {
        if (composing.current) setDraft(event.target.value);
        else emit(event.target.value);
      }}
      onCompositionStart={() => { composing.current = true; }}
      onCompositionEnd={(event: CompositionEvent<HTMLInputElement>) => {
        composing.current = false;
        setDraft(null);
        emit(event.currentTarget.value);
      }}
      onBlur={() => props.onBlur(props.id, props.value)}
      onFocus={() => props.onFocus(props.id, props.value)}
    />
  );
}
