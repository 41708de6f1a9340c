import { Suspense, useState } from 'react';
import { useCreate, useUpdate, type BaseKey, type HttpError } from '@refinedev/core';
import { showErrorMessage } from '../../feedback/showErrorMessage.js';
import { t } from '../../i18n/i18n.js';
import { fieldErrorsOf, type FieldError } from '../../providers/apiError.js';
import { formInfo } from '../../model/modelAccess.js';
import { lazyNamed } from '../../components/lazyNamed.js';
import { PageLoading } from '../common/PageLoading';
import type { Row } from '../../model/rowLabel.js';
import { formFieldsOf, placeServerErrors } from './formErrors.js';
import { useFeedback } from '../../feedback/feedback.js';

// rjsf and ajv load with the form, not with the list or page around it.
const GenericFormView = lazyNamed(() => import('./GenericFormView'), 'GenericFormView');

const quiet = { successNotification: false, errorNotification: false } as const;

/** Props of an entity's form that saves itself. */
export interface EntityFormPanelProps {
  entity: string;
  /** The stored row to edit; without it the form creates one. */
  row?: Row;
  /** Values a new row starts with. */
  initialValues?: Row;
  /** Fields of initialValues the form keeps and does not show. */
  fixedFields?: readonly string[];
  /** Fields kept with their stored (or initial) values and not shown, on create and edit alike (GenericFormView). */
  hiddenFields?: readonly string[];
  /** Labels shown instead of the model's, by field. */
  fieldLabels?: Readonly<Record<string, string>>;
  /** Called with the saved row, after 登録しました / 更新しました. */
  onSaved?: (row: Row) => void;
  onCancel?: () => void;
  /** Called when the user changes a field (a page warns before leaving unsaved changes). */
  onChange?: () => void;
}

/**
 * The generated form of an entity, saving through Refine's data hooks: create, or update of `row`. A field's server
 * error stands under the field; anything no field of the form can hold pops up once.
 */
export function EntityFormPanel(props: EntityFormPanelProps) {
  const { entity, row } = props;
  const { message } = useFeedback();
  const [serverErrors, setServerErrors] = useState<FieldError[]>([]);
  const create = useCreate<Row, HttpError, Record<string, unknown>>();
  const update = useUpdate<Row, HttpError, Record<string, unknown>>();
  const onFailed = (error: HttpError) => {
    const placed = placeServerErrors({ message: error.message, errors: fieldErrorsOf(error), formFields: formFieldsOf(formInfo(entity)?.schema) });
    setServerErrors(placed.fieldErrors);
    placed.toasts.forEach(showErrorMessage);
  };
  const submit = (values: Record<string, unknown>) => {
    setServerErrors([]);
    const done = (text: string) => (saved: { data: Row }) => {
      void message.success(text);
      props.onSaved?.(saved.data);
    };
    if (row) update.mutate({ resource: entity, id: row.id as BaseKey, values, ...quiet }, { onSuccess: done(t('common.updated')), onError: onFailed });
    else create.mutate({ resource: entity, values, ...quiet }, { onSuccess: done(t('common.created')), onError: onFailed });
  };
  return (
    <Suspense fallback={<PageLoading />}>
      <GenericFormView
        entity={entity}
        initialValues={row ?? props.initialValues}
        fixedFields={row ? undefined : props.fixedFields}
        hiddenFields={props.hiddenFields}
        fieldLabels={props.fieldLabels}
        serverErrors={serverErrors}
        isSubmitting={create.mutation.isPending || update.mutation.isPending}
        onSubmit={submit}
        onCancel={props.onCancel}
        onChange={props.onChange}
      />
    </Suspense>
  );
}
