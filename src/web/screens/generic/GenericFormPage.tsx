import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { Card } from 'antd';
import { useCreate, useUpdate, type BaseKey, type HttpError } from '@refinedev/core';
import { showErrorMessage } from '../../feedback/showErrorMessage.js';
import { t } from '../../i18n/i18n.js';
import { screenTitle } from '../../i18n/screenTitle.js';
import { fieldErrorsOf, type FieldError } from '../../providers/apiError.js';
import { formInfo } from '../../model/modelAccess.js';
import { lazyNamed } from '../../components/lazyNamed.js';
import { PageHeader } from '../common/PageHeader';
import { PageLoading } from '../common/PageLoading';
import type { ScreenProps } from '../screenProps.js';
import type { Row } from '../../model/rowLabel.js';
import { listScreenOf } from './siblingScreens.js';
import { useUnsavedChanges } from './useUnsavedChanges.js';
import { formFieldsOf, placeServerErrors } from './formErrors.js';
import { useFeedback } from '../../feedback/feedback.js';

// rjsf and ajv load with the page, not with the list.
const GenericFormView = lazyNamed(() => import('./GenericFormView'), 'GenericFormView');

const quiet = { successNotification: false, errorNotification: false } as const;

/**
 * A create page ([create]) or, given `row`, an edit page of a model entity: the generated form on a page of its own;
 * saving goes back to the list it belongs to, キャンセル too (after a warning when something was typed).
 */
export function GenericFormPage({ screen, row }: ScreenProps & { row?: Row }) {
  const entity = screen.entity!;
  const navigate = useNavigate();
  const { message } = useFeedback();
  const [serverErrors, setServerErrors] = useState<FieldError[]>([]);
  const create = useCreate<Row, HttpError, Record<string, unknown>>();
  const update = useUpdate<Row, HttpError, Record<string, unknown>>();
  const unsaved = useUnsavedChanges();
  const list = listScreenOf(screen);
  const back = () => navigate(list?.path ?? '/home');
  const confirmBack = () => unsaved.confirmDiscard('leave', back);
  const onFailed = (error: HttpError) => {
    // A field's error shows once, under the field; only what no field of the form can hold pops up.
    const placed = placeServerErrors({ message: error.message, errors: fieldErrorsOf(error), formFields: formFieldsOf(formInfo(entity)?.schema) });
    setServerErrors(placed.fieldErrors);
    placed.toasts.forEach(showErrorMessage);
  };
  const submit = (values: Record<string, unknown>) => {
    setServerErrors([]);
    const done = (text: string) => {
      unsaved.markClean();
      void message.success(text);
      back();
    };
    if (row) update.mutate({ resource: entity, id: row.id as BaseKey, values, ...quiet }, { onSuccess: () => done(t('common.updated')), onError: onFailed });
    else create.mutate({ resource: entity, values, ...quiet }, { onSuccess: () => done(t('common.created')), onError: onFailed });
  };
  return (
    <>
      <PageHeader title={screenTitle(screen)} />
      <Card style={{ maxWidth: 880 }}>
        <Suspense fallback={<PageLoading />}>
          <GenericFormView
            entity={entity}
            initialValues={row}
            serverErrors={serverErrors}
            isSubmitting={create.mutation.isPending || update.mutation.isPending}
            onSubmit={submit}
            onCancel={confirmBack}
            onChange={unsaved.markDirty}
          />
        </Suspense>
      </Card>
    </>
  );
}
