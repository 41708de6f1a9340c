import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Popconfirm } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useCreate, useDelete, useUpdate, type BaseKey, type HttpError } from '@refinedev/core';
import type { ScreenRoute } from '../../../generated/routes.js';
import { useAppAbility } from '../../hooks/useAppAbility.js';
import { useIsMobile } from '../../hooks/useIsMobile.js';
import { t } from '../../i18n/i18n.js';
import { entityInfo, formInfo } from '../../model/modelAccess.js';
import { fieldErrorsOf, type FieldError } from '../../providers/apiError.js';
import { EntityDetailDrawer } from './EntityDetailDrawer';
import { EntityFormDrawer, type FormTarget } from './EntityFormDrawer';
import type { FilterValues } from './FilterBar';
import { GenericListView } from './GenericListView';
import type { Row } from '../../model/rowLabel.js';
import { useGenericList } from './useGenericList.js';
import { showErrorMessage } from '../../feedback/showErrorMessage.js';
import type { CsvEncodingCode } from '../../../generated/enums.js';
import { useCsvExport } from './CsvExport';
import { listQueryParams } from './listQuery.js';
import { useRefLabels } from './useRefLabels.js';
import { canAccessScreen } from '../../navigation/screenAccess.js';
import { pathWithId } from './siblingScreens.js';
import { useReorder } from './useReorder.js';
import { formFieldsOf, placeServerErrors } from './formErrors.js';
import { useFeedback } from '../../feedback/feedback.js';

const quiet = { successNotification: false, errorNotification: false } as const;

/** Props of a generic list with its actions: a list screen's body, or a list a custom screen embeds. */
export interface EntityListPanelProps {
  /** Entity name (entities.ts, tables.ts). */
  entity: string;
  /** What is offered beside the list: `create`, `edit`, `detail` (each also when the model's API and CASL allow it). */
  views: readonly string[];
  /** Create and edit pages of their own (a list screen's siblings in the model); without them both open in a drawer. */
  pages?: { create?: ScreenRoute; edit?: ScreenRoute };
  /**
   * Filters always applied, by filter name (the entity's list.filters): not shown in the filter bar, sent with every
   * page and the CSV; a new row starts with those that are form fields, which the form then does not show.
   */
  fixedFilters?: FilterValues;
  /** More buttons of a row, after 詳細, 編集 and 削除. */
  rowActions?: (row: Row) => ReactNode;
  /** The model's list columns to show, in this order; default all. */
  columns?: readonly string[];
  /**
   * Rows may be chosen for bulk actions: `delete` offers 選択した行を削除 (when the API and CASL allow deleting), and
   * `actions` renders a custom screen's own buttons for the chosen rows.
   */
  bulk?: { delete?: boolean; actions?: (rows: Row[], clear: () => void) => ReactNode };
  /** The user's filters the list starts with instead of the model's defaults (e.g. a search saved by the screen). */
  initialFilters?: FilterValues;
  /**
   * Called with the rows of the page shown (in order) and the user's filters, once they are loaded and each time they
   * change: a screen may save the search and its result (e.g. to walk 前へ/次へ through it on another page).
   */
  onRowsShown?: (rows: Row[], filters: FilterValues) => void;
}

/**
 * A generic list through Refine's data hooks with what its views allow: create and edit on their own pages when given,
 * else in a drawer; a detail drawer; delete; the CSV; each action offered only when the model's API has it and CASL
 * allows it. An entity with api.reorder lists every row in its order with drag handles.
 */
export function EntityListPanel(props: EntityListPanelProps) {
  const { entity, views, pages = {}, fixedFilters } = props;
  const api = entityInfo(entity).api;
  const operations = api?.operations ?? [];
  const form = formInfo(entity);
  const ability = useAppAbility();
  const isMobile = useIsMobile();
  const navigate = useNavigate();
  const { message } = useFeedback();
  const reorder = api && 'reorder' in api ? (api as { reorder?: { path: string; field: string } }).reorder : undefined;
  const list = useGenericList(entity, { isReorderable: reorder !== undefined, fixedFilters, initialFilters: props.initialFilters });
  const { onRowsShown } = props;
  useEffect(() => {
    if (onRowsShown && !list.isLoading && !list.error) onRowsShown(list.rows, list.filters);
  }, [onRowsShown, list.rows, list.filters, list.isLoading, list.error]);
  const refLabels = useRefLabels(entity, list.rows);
  const [target, setTarget] = useState<FormTarget | undefined>();
  const [shown, setShown] = useState<Row | undefined>();
  const [serverErrors, setServerErrors] = useState<FieldError[]>([]);
  const create = useCreate<Row, HttpError, Record<string, unknown>>();
  const update = useUpdate<Row, HttpError, Record<string, unknown>>();
  const remove = useDelete<Row, HttpError>();

  const canCreate = (pages.create ? canAccessScreen(ability, pages.create) : views.includes('create'))
    && form !== undefined && operations.includes('create') && ability.can('create', entity);
  const canEdit = (pages.edit ? canAccessScreen(ability, pages.edit) : views.includes('edit'))
    && form !== undefined && operations.includes('update') && ability.can('update', entity);
  const canDelete = operations.includes('delete') && ability.can('delete', entity);
  const canShow = views.includes('detail') && ability.can('read', entity);
  const reordering = useReorder({ entity, path: reorder?.path, rows: list.rows });
  // Dragging saves the order of every row: not while filtered, nor when the list holds more rows than it shows.
  const isFiltered = Object.keys(list.filters).length > 0 || Object.keys(fixedFilters ?? {}).length > 0;
  const isCapped = list.rows.length < list.total;
  const canReorder = reorder !== undefined && ability.can('update', entity) && !isFiltered && !isCapped;
  const orderNote = reorder === undefined ? undefined
    : isCapped ? t('genericScreen.reorder.capped', { total: list.total, shown: list.rows.length })
      : isFiltered ? t('genericScreen.reorder.filtered') : undefined;
  // A row created under fixed filters starts with their values (those the form has), not shown in the form.
  const formFields = formFieldsOf(form?.schema);
  const fixedValues = Object.fromEntries(Object.entries(fixedFilters ?? {}).filter(([field]) => formFields.includes(field)));

  const closeForm = () => {
    setTarget(undefined);
    setServerErrors([]);
  };
  const onSaved = (text: string) => {
    void message.success(text);
    closeForm();
  };
  const onFailed = (error: HttpError) => {
    // A field's error shows once, under the field; only what no field of the form can hold pops up.
    const placed = placeServerErrors({ message: error.message, errors: fieldErrorsOf(error), formFields });
    setServerErrors(placed.fieldErrors);
    placed.toasts.forEach(showErrorMessage);
  };

  const openEdit = (row: Row) => {
    setShown(undefined);
    if (pages.edit) navigate(pathWithId(pages.edit, String(row.id)));
    else setTarget({ mode: 'edit', row });
  };

  const submit = (values: Record<string, unknown>) => {
    setServerErrors([]);
    if (target?.mode === 'edit') {
      update.mutate({ resource: entity, id: target.row.id as BaseKey, values, ...quiet }, { onSuccess: () => onSaved(t('common.updated')), onError: onFailed });
    } else {
      create.mutate({ resource: entity, values, ...quiet }, { onSuccess: () => onSaved(t('common.created')), onError: onFailed });
    }
  };
  const csv = useCsvExport({ apiPath: api?.path ?? '', fallbackName: `${entity}.csv` });
  // The CSV of what the list shows: its filters (fixed ones too) and order, every page (the server streams it).
  const exportCsv = (encoding: CsvEncodingCode) => csv.exportCsv(listQueryParams({ ...list.filters, ...fixedFilters }, list.sort), encoding);
  const deleteRow = (row: Row) => {
    remove.mutate({ resource: entity, id: row.id as BaseKey, ...quiet }, {
      onSuccess: () => void message.success(t('common.deleted')),
      onError: (error) => showErrorMessage(error.message),
    });
  };
  const fixedFields = Object.keys(fixedValues);
  const [isDeletingChosen, setDeletingChosen] = useState(false);
  // The chosen rows one after another (each a delete of the API, with its own checks and history); a refusal stops the
  // rest and says how far it went.
  const deleteChosen = async (rows: Row[], clear: () => void) => {
    setDeletingChosen(true);
    let done = 0;
    try {
      for (const row of rows) {
        await remove.mutateAsync({ resource: entity, id: row.id as BaseKey, ...quiet });
        done += 1;
      }
      void message.success(t('genericScreen.deletedChosen', { count: done }));
    } catch (error) {
      showErrorMessage(t('genericScreen.deletedSome', { done, failed: rows.length - done, reason: (error as HttpError).message }));
    } finally {
      setDeletingChosen(false);
      clear();
    }
  };
  const bulk = props.bulk;
  const bulkActions = bulk && (bulk.actions || (bulk.delete && canDelete))
    ? (rows: Row[], clear: () => void) => (
      <>
        {bulk.actions?.(rows, clear)}
        {bulk.delete && canDelete && (
          <Popconfirm
            title={t('genericScreen.deleteChosenConfirm', { count: rows.length })}
            okText={t('common.delete')}
            cancelText={t('common.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() => deleteChosen(rows, clear)}
          >
            <Button danger icon={<DeleteOutlined />} loading={isDeletingChosen}>{t('genericScreen.deleteChosen')}</Button>
          </Popconfirm>
        )}
      </>
    )
    : undefined;

  return (
    <>
      {list.error && (
        <Alert
          type="error"
          showIcon
          message={list.error.message}
          action={<Button size="small" onClick={list.refetch}>{t('web.retry')}</Button>}
          style={{ marginBottom: 16 }}
        />
      )}
      <GenericListView
        entity={entity}
        rows={reordering.rows}
        total={list.total}
        isTotalCapped={list.isTotalCapped}
        page={list.page}
        isLoading={list.isLoading || reordering.isSaving}
        sort={list.sort}
        filterValues={list.filters}
        hiddenFilters={Object.keys(fixedFilters ?? {})}
        refLabels={refLabels}
        onPageChange={list.changePage}
        onSortChange={list.changeSort}
        onFilter={list.changeFilters}
        onExport={operations.includes('list') && ability.can('read', entity) ? exportCsv : undefined}
        isExporting={csv.isExporting}
        onCreate={() => (pages.create ? navigate(pages.create.path) : setTarget({ mode: 'create', values: fixedValues, fixed: fixedFields }))}
        onShow={canShow ? setShown : undefined}
        onEdit={openEdit}
        isOrdered={reorder !== undefined}
        onReorder={canReorder ? reordering.move : undefined}
        orderNote={orderNote}
        onDelete={deleteRow}
        rowActions={props.rowActions}
        bulkActions={bulkActions}
        columns={props.columns}
        canCreate={canCreate}
        canEdit={canEdit}
        canDelete={canDelete}
      />
      {canShow && <EntityDetailDrawer entity={entity} row={shown} isMobile={isMobile} onEdit={canEdit ? openEdit : undefined} onClose={() => setShown(undefined)} />}
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
