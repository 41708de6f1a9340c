import { useState } from 'react';
import { Alert, App, Button, Card } from 'antd';
import { useCreate, useDelete, useUpdate, type BaseKey, type HttpError } from '@refinedev/core';
import { useAppAbility } from '../../hooks/useAppAbility.js';
import { useIsMobile } from '../../hooks/useIsMobile.js';
import { t } from '../../i18n/i18n.js';
import { screenTitle } from '../../i18n/screenTitle.js';
import { entityInfo, formInfo } from '../../model/modelAccess.js';
import { fieldErrorsOf, type FieldError } from '../../providers/apiError.js';
import { PageHeader } from '../common/PageHeader';
import type { ScreenProps } from '../screenProps.js';
import { EntityFormDrawer, type FormTarget } from './EntityFormDrawer';
import { GenericListView } from './GenericListView';
import type { Row } from './rowLabel.js';
import { useGenericList } from './useGenericList.js';
import { showErrorMessage } from '../../feedback/showErrorMessage.js';
import { useRefLabels } from './useRefLabels.js';

const quiet = { successNotification: false, errorNotification: false } as const;

/**
 * The screen of a model entity with views [list, create, edit]: the list through Refine's data hooks,
 * create and edit in a drawer, each action offered only when the model's API has it and CASL allows it.
 */
export function GenericScreen({ screen }: ScreenProps) {
  const entity = screen.entity;
  if (!entity) throw new Error(`screen "${screen.id}" has no entity`);
  const views = screen.views ?? [];
  const operations = entityInfo(entity).api?.operations ?? [];
  const hasForm = formInfo(entity) !== undefined;
  const ability = useAppAbility();
  const isMobile = useIsMobile();
  const { message } = App.useApp();
  const list = useGenericList(entity);
  const refLabels = useRefLabels(entity);
  const [target, setTarget] = useState<FormTarget | undefined>();
  const [serverErrors, setServerErrors] = useState<FieldError[]>([]);
  const create = useCreate<Row, HttpError, Record<string, unknown>>();
  const update = useUpdate<Row, HttpError, Record<string, unknown>>();
  const remove = useDelete<Row, HttpError>();

  const canCreate = views.includes('create') && hasForm && operations.includes('create') && ability.can('create', entity);
  const canEdit = views.includes('edit') && hasForm && operations.includes('update') && ability.can('update', entity);
  const canDelete = operations.includes('delete') && ability.can('delete', entity);

  const closeForm = () => {
    setTarget(undefined);
    setServerErrors([]);
  };
  const onSaved = (text: string) => {
    void message.success(text);
    closeForm();
  };
  const onFailed = (error: HttpError) => {
    setServerErrors(fieldErrorsOf(error));
    showErrorMessage(error.message);
  };

  const submit = (values: Record<string, unknown>) => {
    setServerErrors([]);
    if (target?.mode === 'edit') {
      update.mutate({ resource: entity, id: target.row.id as BaseKey, values, ...quiet }, { onSuccess: () => onSaved(t('common.updated')), onError: onFailed });
    } else {
      create.mutate({ resource: entity, values, ...quiet }, { onSuccess: () => onSaved(t('common.created')), onError: onFailed });
    }
  };
  const deleteRow = (row: Row) => {
    remove.mutate({ resource: entity, id: row.id as BaseKey, ...quiet }, {
      onSuccess: () => void message.success(t('common.deleted')),
      onError: (error) => showErrorMessage(error.message),
    });
  };

  return (
    <>
      <PageHeader title={screenTitle(screen)} />
      {list.error && (
        <Alert
          type="error"
          showIcon
          message={list.error.message}
          action={<Button size="small" onClick={list.refetch}>{t('web.retry')}</Button>}
          style={{ marginBottom: 16 }}
        />
      )}
      <Card>
        <GenericListView
          entity={entity}
          rows={list.rows}
          total={list.total}
          page={list.page}
          isLoading={list.isLoading}
          sort={list.sort}
          filterValues={list.filters}
          refLabels={refLabels}
          onPageChange={list.changePage}
          onSortChange={list.changeSort}
          onFilter={list.changeFilters}
          onCreate={() => setTarget({ mode: 'create' })}
          onEdit={(row) => setTarget({ mode: 'edit', row })}
          onDelete={deleteRow}
          canCreate={canCreate}
          canEdit={canEdit}
          canDelete={canDelete}
        />
      </Card>
      <EntityFormDrawer
        entity={entity}
        target={target}
        isMobile={isMobile}
        serverErrors={serverErrors}
        isSubmitting={create.mutation.isPending || update.mutation.isPending}
        onSubmit={submit}
        onClose={closeForm}
      />
    </>
  );
}
