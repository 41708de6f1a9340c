import type { WidgetProps } from '@rjsf/utils';

/** What every field component passes to its antd input: id and name for the label, state, error and hint links. */
export function inputProps(props: WidgetProps) {
  const { id, disabled, readonly, autofocus, placeholder, rawErrors, required } = props;
  const hasError = (rawErrors?.length ?? 0) > 0;
  return {
    id,
    disabled: disabled || readonly,
    autoFocus: autofocus,
    placeholder: placeholder || undefined,
    status: hasError ? ('error' as const) : undefined,
    'aria-required': required || undefined,
    'aria-invalid': hasError || undefined,
    'aria-describedby': `${id}__error ${id}__help`,
  };
}

/** The value a cleared field gives the form (rjsf's emptyValue option; undefined leaves the property out). */
export function emptyValue(props: WidgetProps): unknown {
  return props.options.emptyValue;
}

/** The named option of a field's ui:options as a string, when there is one. */
export function stringOption(props: WidgetProps, name: string): string | undefined {
  const value = props.options[name];
  return typeof value === 'string' ? value : undefined;
}
