import { Form } from 'antd';
import { getTemplate, getUiOptions, type FieldTemplateProps } from '@rjsf/utils';

const fullWidth = { span: 24 };

/**
 * rjsf's antd field template, except that an error replaces the help text instead of hiding behind
 * it (the stock template shows `ui:help` such as 「50文字以内」 and drops the error message).
 */
export function FormFieldTemplate(props: FieldTemplateProps) {
  const { children, description, displayLabel, help, rawHelp, hidden, id, label, rawErrors, rawDescription, registry, required, schema, uiSchema } = props;
  const WrapIfAdditionalTemplate = getTemplate('WrapIfAdditionalTemplate', registry, getUiOptions(uiSchema));
  if (hidden) return <div className="rjsf-field-hidden">{children}</div>;
  const errors = rawErrors ?? [];
  const isCheckbox = getUiOptions(uiSchema).widget === 'checkbox';
  return (
    <WrapIfAdditionalTemplate {...props}>
      <Form.Item
        colon={false}
        hasFeedback={schema.type !== 'array' && schema.type !== 'object'}
        help={errors.length > 0 ? errors.map((message) => <div key={message}>{message}</div>) : rawHelp ? help : undefined}
        htmlFor={id}
        label={displayLabel && !isCheckbox ? label : undefined}
        labelCol={fullWidth}
        wrapperCol={fullWidth}
        required={required}
        validateStatus={errors.length > 0 ? 'error' : undefined}
        extra={rawDescription ? description : undefined}
      >
        {children}
      </Form.Item>
    </WrapIfAdditionalTemplate>
  );
}
