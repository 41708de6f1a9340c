import { useState } from 'react';
import { Alert, Button, Descriptions, Drawer, Flex, Table, Typography } from 'antd';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useCreate, useDelete, useList, type BaseKey, type HttpError } from '@refinedev/core';
import { constants } from '../../../generated/constants.js';
import { entities } from '../../../generated/entities.js';
import { useAppAbility } from '../../hooks/useAppAbility.js';
import { t } from '../../i18n/i18n.js';
import { entityInfo, formInfo, tableInfo } from '../../model/modelAccess.js';
import { rowLabel, type Row } from '../../model/rowLabel.js';
import { showErrorMessage } from '../../feedback/showErrorMessage.js';
import { fieldErrorsOf, type FieldError } from '../../providers/apiError.js';
import { EntityFormDrawer, type FormTarget } from './EntityFormDrawer';
import { formatCell, type RefLabels } from './formatCell.js';
import { totalLabel } from './totalLabel.js';
import { RowActions } from './RowActions';
import { useRefLabels } from './useRefLabels.js';
import { useFeedback } from '../../feedback/feedback.js';
import { ListLoading } from '../../components/ListLoading';
import { CellValue } from './CellValue';
import { CsvExportButton, useCsvExport } from './CsvExport';
import { listQueryParams } from './listQuery.js';
import type { CsvEncodingCode } from '../../../generated/enums.js';
import { parenthesized } from '../../format/japaneseText.js';

const quiet = { successNotification: false, errorNotification: false } as const;

/** The fields a detail shows: the model's detail.fields, or the form's, then the list's other columns, then when it was last changed. */
function detailFields(entity: string): string[] {
  const own = entityInfo(entity).detail?.fields;
  if (own) return [...own];
  const form = formInfo(entity);
  const fromForm = form ? Object.keys(form.schema.properties ?? {}) : [];
  const fromList = tableInfo(entity).columns.map((c) => c.id);
  return [...new Set([...fromForm, ...fromList, 'updated_at'])].filter((f) => Object.hasOwn(entityInfo(entity).fields, f));
}

/**
 * The rows of another entity pointing to the shown one (a guardian's children, a teacher's schoolhouses) through its
 * list API; rows are added (the pointing field given and not shown) and removed here when its API and CASL allow.
 */
function RelatedList(props: { entity: string; field: string; label: string; id: unknown; isMobile: boolean }) {
  const { entity, field } = props;
  const ability = useAppAbility();
  const { message } = useFeedback();
  const operations = entityInfo(entity).api?.operations ?? [];
  const canAdd = operations.includes('create') && formInfo(entity) !== undefined && ability.can('create', entity);
  const canRemove = operations.includes('delete') && ability.can('delete', entity);
  const [target, setTarget] = useState<FormTarget | undefined>();
  const [serverErrors, setServerErrors] = useState<FieldError[]>([]);
  const create = useCreate<Row, HttpError, Record<string, unknown>>();
  const remove = useDelete<Row, HttpError>();
  const columns = tableInfo(entity).columns.filter((c) => c.id !== field);
  // CSV出力 of these rows (a textbook's units by chapter): the related entity's CSV with this row's filter and order.
  const api = entityInfo(entity).api;
  const csv = useCsvExport({ apiPath: api?.path ?? '', fallbackName: `${entity}.csv` });
  const canExport = api !== undefined && operations.includes('list');
  const exportCsv = (encoding: CsvEncodingCode) => csv.exportCsv(listQueryParams({ [field]: props.id as string | number }, tableInfo(entity).defaultSort), encoding);
  const { result, query } = useList<Row, HttpError>({
    resource: entity,
    pagination: { currentPage: constants.firstPage, pageSize: constants.maxPageSize, mode: 'server' },
    sorters: [tableInfo(entity).defaultSort],
    filters: [{ field, operator: 'eq', value: props.id }],
    successNotification: false,
    errorNotification: false,
  });
  const refLabels = useRefLabels(entity, result.data);
  const nowrap = (text: string) => <span style={{ whiteSpace: 'nowrap' }}>{text}</span>;
  const add = (values: Record<string, unknown>) => {
    setServerErrors([]);
    create.mutate({ resource: entity, values, ...quiet }, {
      onSuccess: () => {
        void message.success(t('common.created'));
        setTarget(undefined);
      },
      onError: (error) => {
        setServerErrors(fieldErrorsOf(error));
        if (fieldErrorsOf(error).length === 0) showErrorMessage(error.message);
      },
    });
  };
  const removeRow = (row: Row) => remove.mutate({ resource: entity, id: row.id as BaseKey, ...quiet }, {
    onSuccess: () => void message.success(t('common.deleted')),
    onError: (error) => showErrorMessage(error.message),
  });
  return (
    <section aria-label={props.label}>
      <Flex justify="space-between" align="center" style={{ marginTop: 24, marginBottom: 8 }}>
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>{props.label}{query.data === undefined ? '' : parenthesized(totalLabel(result.total ?? 0, (result as { isTotalCapped?: boolean }).isTotalCapped === true))}</Typography.Title>
        <Flex wrap gap={8}>
          {canExport && <CsvExportButton onExport={exportCsv} isExporting={csv.isExporting} />}
          {canAdd && (
            <Button icon={<PlusOutlined />} onClick={() => setTarget({ mode: 'create', values: { [field]: props.id }, fixed: [field] })}>
              {t('genericScreen.relatedAdd', { entity: props.label })}
            </Button>
          )}
        </Flex>
      </Flex>
      {query.error ? <Alert type="error" showIcon message={query.error.message} /> : (
        // A wide list scrolls sideways in its own box, which the keyboard can reach (tab, then arrow keys).
        <div tabIndex={0} role="group" aria-label={props.label} style={{ overflowX: 'auto' }}>
          <Table<Row>
            size="small"
            bordered
            loading={query.isFetching || remove.mutation.isPending}
            rowKey={(row) => String(row.id)}
            dataSource={result.data}
            pagination={false}
            locale={{ emptyText: query.isFetching ? <ListLoading /> : t('common.noData') }}
            columns={[
              ...columns.map((c) => ({ key: c.id, title: nowrap(c.label), render: (_: unknown, row: Row) => <span style={{ whiteSpace: 'nowrap' }}><CellValue value={row[c.id]} column={c} refLabels={refLabels} row={row} /></span> })),
              ...(canRemove ? [{ key: '__actions', title: nowrap(t('common.actions')), render: (_: unknown, row: Row) => <RowActions entity={entity} row={row} onDelete={removeRow} /> }] : []),
            ]}
          />
        </div>
      )}
      {canAdd && (
        <EntityFormDrawer
          entity={entity}
          target={target}
          isMobile={props.isMobile}
          serverErrors={serverErrors}
          isSubmitting={create.mutation.isPending}
          onSubmit={add}
          onClose={() => { setTarget(undefined); setServerErrors([]); }}
        />
      )}
    </section>
  );
}

/**
 * A json value (an object of field → value) as a small table: each key by its label when `keysOf` names the entity
 * whose fields they are (the operation history's before and after of a student: 姓, 学年 …), values as lists show them
 * (codes by label, references by name, dates in Japanese); anything else as JSON text.
 */
function JsonValue(props: { value: unknown; keysOf: unknown; refLabels: RefLabels }) {
  const { value } = props;
  if (value === null || value === undefined) return <>—</>;
  if (typeof value !== 'object' || Array.isArray(value)) return <code>{JSON.stringify(value)}</code>;
  const target = typeof props.keysOf === 'string' && Object.hasOwn(entities, props.keysOf) ? entityInfo(props.keysOf) : undefined;
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return <>—</>;
  return (
    <Descriptions
      size="small"
      column={1}
      items={entries.map(([key, v]) => {
        const field = target?.fields[key];
        const text = field && field.type !== 'json' ? formatCell({ value: v, column: field, refLabels: props.refLabels, row: value as Row }) : (typeof v === 'string' ? v : JSON.stringify(v));
        const shown = field && field.type !== 'json' ? <CellValue value={v} column={field} refLabels={props.refLabels} row={value as Row} /> : text;
        return { key, label: field?.label ?? key, children: text === '' || v === null ? '—' : shown };
      })}
    />
  );
}

/**
 * The detail of one row: every field the form and the list show, with references by name and codes by label, and the
 * model's related lists (detail.related) the user may read. The drawer of a generic list shows it, and a custom screen
 * embeds it (the kit's EntityDetail).
 */
export function EntityDetailBody(props: { entity: string; row: Row; isMobile: boolean }) {
  const { entity, row } = props;
  const info = entityInfo(entity);
  const ability = useAppAbility();
  const refLabels = useRefLabels(entity, [row], detailFields(entity));
  const related = (info.detail?.related ?? []).filter((r) => ability.can('read', r.entity));
  return (
    <>
      <Descriptions
        bordered
        column={1}
        size="small"
        styles={{ label: { whiteSpace: 'nowrap', width: '1%' } }}
        items={detailFields(entity).map((f) => {
          const field = info.fields[f]!;
          if (field.type === 'json') return { key: f, label: field.label, children: <JsonValue value={row[f]} keysOf={field.keysOf ? row[field.keysOf] : undefined} refLabels={refLabels} /> };
          // A long text in whole, its line breaks kept (a list cell shortens it to one line).
          if (field.type === 'text' && typeof row[f] === 'string' && row[f] !== '') return { key: f, label: field.label, children: <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{row[f]}</span> };
          return { key: f, label: field.label, children: formatCell({ value: row[f], column: field, refLabels, row }) === '' ? '—' : <CellValue value={row[f]} column={field} refLabels={refLabels} row={row} /> };
        })}
      />
      {related.map((r) => <RelatedList key={`${r.entity}.${r.field}`} entity={r.entity} field={r.field} label={r.label} id={row.id} isMobile={props.isMobile} />)}
    </>
  );
}

/** The detail of one row of a generic screen (views: [detail]), in a drawer: {@link EntityDetailBody}. */
export function EntityDetailDrawer(props: { entity: string; row: Row | undefined; isMobile: boolean; onEdit?: (row: Row) => void; onClose: () => void }) {
  const { entity, row } = props;
  const info = entityInfo(entity);
  return (
    <Drawer
      open={row !== undefined}
      title={row ? t('genericScreen.detailTitle', { entity: info.label, name: rowLabel(entity, row) }) : ''}
      width={props.isMobile ? '100%' : 720}
      onClose={props.onClose}
      destroyOnHidden
      extra={row && props.onEdit ? <Button icon={<EditOutlined />} onClick={() => props.onEdit!(row)}>{t('common.edit')}</Button> : undefined}
      styles={{ body: { padding: 0 } }}
    >
      {row && (
        // The detail scrolls in its own region, which the keyboard can reach (a long record with nothing to click).
        <Flex vertical tabIndex={0} role="region" aria-label={info.label} style={{ padding: 24, height: '100%', overflowY: 'auto' }}>
          <EntityDetailBody entity={entity} row={row} isMobile={props.isMobile} />
        </Flex>
      )}
    </Drawer>
  );
}
