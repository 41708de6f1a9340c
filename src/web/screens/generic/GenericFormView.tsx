import { useMemo, useState } from 'react';
import { Alert, Button, Space } from 'antd';
import { generateForm } from '@rjsf/antd';
import type { IChangeEvent } from '@rjsf/core';
import type { CustomValidator, RJSFSchema, UiSchema } from '@rjsf/utils';
import { t } from '../../i18n/i18n.js';
import { entityInfo, formInfo, type FieldInfo, type FormInfo } from '../../model/modelAccess.js';
import type { FieldError } from '../../providers/apiError.js';
import { japaneseErrors, serverErrorSchema, typedDateErrors } from './formErrors.js';
import { ruleValidator } from './formRules.js';
import { formValuesOf } from './formValues.js';
import { modelFormValidator, runTimeFormValidator } from './formValidator.js';
import { FormFieldTemplate } from './FormFieldTemplate';
import type { FieldFormContext } from './fields/PostalCodeField';
import { fieldWidgets } from './fields/registry';

/** Props of the model-driven form: values in, submitted values out. */
export interface GenericFormViewProps {
  /** Entity name (forms.ts) whose JSON Schema and uiSchema are rendered. */
  entity: string;
  /**
   * A form given directly instead of the entity's forms.ts entry, with the fields' labels and types for messages
   * (the story of every field type renders a form no model entity has).
   */
  form?: FormInfo & { fields: Readonly<Record<string, FieldInfo>> };
  /** The record being edited, or the values a new record starts with; the form keeps only the fields it edits. */
  initialValues?: Record<string, unknown>;
  /** Fields whose value is given (initialValues) and not shown: a row added to a guardian's or teacher's list. */
  fixedFields?: readonly string[];
  /**
   * Fields kept with their values (initialValues) but not shown, when creating or editing: a company's settings switch
   * them off (a lesson report's fields). Saving sends their values unchanged.
   */
  hiddenFields?: readonly string[];
  /** Labels shown instead of the model's, by field (a lesson report's free inputs named by the settings). */
  fieldLabels?: Readonly<Record<string, string>>;
  /** Field errors of the last server answer, shown under their fields. */
  serverErrors?: FieldError[];
  isSubmitting: boolean;
  onSubmit?: (values: Record<string, unknown>) => void;
  onCancel?: () => void;
  /** Called when the user changes a field (a page warns before leaving unsaved changes). */
  onChange?: () => void;
}

type Values = Record<string, unknown>;

const Form = generateForm<Values>();

const templates = { FieldTemplate: FormFieldTemplate };
// One field component per field type (fields/registry.ts); the generated uiSchema names them in ui:widget.
const widgets = fieldWidgets;

function submitTextOf(uiSchema: UiSchema): string {
  const options: unknown = uiSchema['ui:submitButtonOptions'];
  const text = typeof options === 'object' && options !== null ? (options as { submitText?: unknown }).submitText : undefined;
  return typeof text === 'string' ? text : t('common.save');
}

/** The form's uiSchema with `hidden` fields kept but not shown (a hidden widget) and `labels` in place of the model's. */
function shownUiSchema(uiSchema: UiSchema, hidden: readonly string[], labels: Readonly<Record<string, string>> = {}): UiSchema {
  if (hidden.length === 0 && Object.keys(labels).length === 0) return uiSchema;
  const shown: UiSchema = { ...uiSchema };
  for (const [field, label] of Object.entries(labels)) shown[field] = { ...(shown[field] as UiSchema | undefined), 'ui:title': label };
  for (const field of hidden) shown[field] = { ...(shown[field] as UiSchema | undefined), 'ui:widget': 'hidden' };
  return shown;
}

/**
 * A create/edit form rendered only from forms.ts: rjsf with the antd theme, Japanese messages from the
 * shared validation catalogue, live validation after the first submit, server errors under the fields.
 */
export function GenericFormView(props: GenericFormViewProps) {
  const { entity, form: givenForm } = props;
  const form = useMemo(() => givenForm ?? formInfo(entity), [entity, givenForm]);
  const [formData, setFormData] = useState<Values>(() => (form ? formValuesOf(form.schema, props.initialValues) : {}));
  const [hasTriedSubmit, setHasTriedSubmit] = useState(false);
  const transformErrors = useMemo(() => japaneseErrors(givenForm?.fields ?? entityInfo(entity).fields), [entity, givenForm]);
  // Typed dates that read as no date say why; then the rules across fields (a form given directly, such as a story of
  // one field type, has none).
  const customValidate = useMemo<CustomValidator<Values>>(() => {
    const dates = typedDateErrors<Values>(givenForm?.fields ?? entityInfo(entity).fields);
    const rules = givenForm ? undefined : ruleValidator(entityInfo(entity).rules, entityInfo(entity).fields);
    return (formData, errors, uiSchema) => (rules ? rules(formData, dates(formData, errors, uiSchema), uiSchema) : dates(formData, errors, uiSchema));
  }, [entity, givenForm]);
  const extraErrors = useMemo(() => serverErrorSchema(props.serverErrors), [props.serverErrors]);
  const { onChange } = props;
  // Field components may write another field of the form (a postal code fills in the address).
  const formContext = useMemo<FieldFormContext>(() => ({
    values: formData,
    setField: (field, value) => {
      setFormData((current) => ({ ...current, [field]: value }));
      onChange?.();
    },
  }), [formData, onChange]);

  if (!form) return <Alert type="error" showIcon message={t('common.errorOccurred')} />;
  const schema: RJSFSchema = form.schema;
  // ajv8 with ajv-formats, the same formats the server checks; compiled at build time for the model's forms (no
  // run-time code generation, which the Content-Security-Policy refuses).
  const validator = givenForm ? runTimeFormValidator() : modelFormValidator(entity, schema);
  const uiSchema = shownUiSchema(form.uiSchema, [...(props.fixedFields ?? []), ...(props.hiddenFields ?? [])], props.fieldLabels);

  const submit = (event: IChangeEvent<Values>) => {
    setHasTriedSubmit(false);
    props.onSubmit?.(event.formData ?? {});
  };

  return (
    <Form
      schema={schema}
      uiSchema={uiSchema}
      validator={validator}
      templates={templates}
      widgets={widgets}
      formData={formData}
      formContext={formContext}
      onChange={(event, fieldId) => {
        setFormData(event.formData ?? {});
        // Only a field the user changed counts; rjsf also reports the defaults it fills in, with no field id.
        if (fieldId !== undefined) props.onChange?.();
      }}
      onSubmit={submit}
      onError={() => setHasTriedSubmit(true)}
      transformErrors={transformErrors}
      customValidate={customValidate}
      extraErrors={extraErrors}
      liveValidate={hasTriedSubmit ? 'onChange' : undefined}
      noHtml5Validate
      showErrorList={false}
      focusOnFirstError
      disabled={props.isSubmitting}
    >
      <Space style={{ marginTop: 8 }}>
        {/* Live validation starts with the click, before rjsf shows the refused fields: a correction typed at once clears its error. */}
        <Button type="primary" htmlType="submit" loading={props.isSubmitting} onClick={() => setHasTriedSubmit(true)}>{submitTextOf(uiSchema)}</Button>
        {props.onCancel && <Button onClick={props.onCancel} disabled={props.isSubmitting}>{t('common.cancel')}</Button>}
      </Space>
    </Form>
  );
}
