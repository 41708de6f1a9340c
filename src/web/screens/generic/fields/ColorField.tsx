import { ColorPicker } from 'antd';
import type { WidgetProps } from '@rjsf/utils';
import { emptyValue, inputProps } from './widgetProps.js';

/** color: an antd colour picker, sent as #RRGGBB (upper case). */
export function ColorField(props: WidgetProps) {
  const { id, disabled } = inputProps(props);
  const value = typeof props.value === 'string' && props.value !== '' ? props.value : undefined;
  return (
    <span id={id} role="group" aria-label={props.label} aria-describedby={`${id}__error ${id}__help`}>
      <ColorPicker
        disabled={disabled}
        disabledAlpha
        showText
        format="hex"
        allowClear={!props.required}
        value={value}
        onChange={(color) => props.onChange(color.toHexString().toUpperCase())}
        onClear={() => props.onChange(emptyValue(props))}
      />
    </span>
  );
}
