import { Alert } from 'antd';
import { useOne, type BaseKey, type HttpError } from '@refinedev/core';
import { t } from '../i18n/i18n.js';
import type { Row } from '../model/rowLabel.js';
import { PageLoading } from '../screens/common/PageLoading';
import { EntityFormPanel } from '../screens/generic/EntityFormPanel';
import { RefineScope } from '../screens/generic/RefineScope';

/** Props of an embedded form. */
export interface EntityFormProps {
  entity: string;
  /** The row to edit; without it the form creates a row. */
  id?: BaseKey;
  /** Values a new row starts with. */
  initialValues?: Row;
  /** Fields of initialValues the form keeps and does not show (a row added for a fixed schoolhouse). */
  fixedFields?: readonly string[];
  /**
   * Fields the form does not show, on create and edit: their values (initialValues, or the stored row's) are kept and
   * saved unchanged. A screen hides what a company's settings switch off: `hiddenFields={['evaluation', 'note']}`.
   */
  hiddenFields?: readonly string[];
  /** Labels shown instead of the model's, by field: `fieldLabels={{ free_input_1: '学校の宿題' }}`. */
  fieldLabels?: Readonly<Record<string, string>>;
  /** Called with the saved row (after 登録しました / 更新しました). */
  onSaved?: (row: Row) => void;
  onCancel?: () => void;
  /** Called when the user changes a field (with useUnsavedChanges, the page asks before leaving unsaved changes). */
  onChange?: () => void;
}

function EditForm(props: EntityFormProps & { id: BaseKey }) {
  const { result, query } = useOne<Row, HttpError>({ resource: props.entity, id: props.id, successNotification: false, errorNotification: false });
  if (query.isLoading) return <PageLoading />;
  if (query.error || !result) return <Alert type="error" showIcon message={query.error?.message ?? t('genericScreen.notFound')} />;
  return (
    <EntityFormPanel key={String(result.id)} entity={props.entity} row={result} hiddenFields={props.hiddenFields} fieldLabels={props.fieldLabels}
      onSaved={props.onSaved} onCancel={props.onCancel} onChange={props.onChange} />
  );
}

/**
 * The generated form of an entity inside a custom screen, saving through the generic API with the catalogue's errors
 * under the fields: `<EntityForm entity="print_request" id={id} onSaved={close} />` edits, without `id` it creates.
 */
export function EntityForm(props: EntityFormProps) {
  return (
    <RefineScope>
      {props.id === undefined
        ? (
          <EntityFormPanel entity={props.entity} initialValues={props.initialValues} fixedFields={props.fixedFields} hiddenFields={props.hiddenFields}
            fieldLabels={props.fieldLabels} onSaved={props.onSaved} onCancel={props.onCancel} onChange={props.onChange} />
        )
        : <EditForm {...props} id={props.id} />}
    </RefineScope>
  );
}
