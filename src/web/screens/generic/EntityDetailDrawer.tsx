import { Alert, Button, Descriptions, Drawer, Flex, Table, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useList, type HttpError } from '@refinedev/core';
import { constants } from '../../../generated/constants.js';
import { useAppAbility } from '../../hooks/useAppAbility.js';
import { t } from '../../i18n/i18n.js';
import { entityInfo, formInfo, tableInfo } from '../../model/modelAccess.js';
import { rowLabel, type Row } from '../../model/rowLabel.js';
import { formatCell } from './formatCell.js';
import { useRefLabels } from './useRefLabels.js';

/** The fields a detail shows: the form's, then the list's other columns, then when it was last changed. */
function detailFields(entity: string): string[] {
  const form = formInfo(entity);
  const fromForm = form ? Object.keys(form.schema.properties ?? {}) : [];
  const fromList = tableInfo(entity).columns.map((c) => c.id);
  return [...new Set([...fromForm, ...fromList, 'updated_at'])].filter((f) => Object.hasOwn(entityInfo(entity).fields, f));
}

/** The rows of another entity pointing to the shown one (a guardian's children), read-only, through its list API. */
function RelatedList(props: { entity: string; field: string; label: string; id: unknown }) {
  const { entity, field } = props;
  const columns = tableInfo(entity).columns.filter((c) => c.id !== field);
  const { result, query } = useList<Row, HttpError>({
    resource: entity,
    pagination: { currentPage: constants.firstPage, pageSize: constants.maxPageSize, mode: 'server' },
    sorters: [tableInfo(entity).defaultSort],
    filters: [{ field, operator: 'eq', value: props.id }],
    successNotification: false,
    errorNotification: false,
  });
  const refLabels = useRefLabels(entity, result.data);
  return (
    <section aria-label={props.label}>
      <Typography.Title level={2} style={{ fontSize: 16, marginTop: 24 }}>{props.label}（{t('common.total', { total: result.total ?? 0 })}）</Typography.Title>
      {query.error ? <Alert type="error" showIcon message={query.error.message} /> : (
        // A wide list scrolls sideways in its own box, which the keyboard can reach (tab, then arrow keys).
        <div tabIndex={0} role="group" aria-label={props.label} style={{ overflowX: 'auto' }}>
        <Table<Row>
          size="small"
          bordered
          loading={query.isFetching}
          rowKey={(row) => String(row.id)}
          dataSource={result.data}
          pagination={false}
          locale={{ emptyText: t('common.noData') }}
          columns={columns.map((c) => ({ key: c.id, title: <span style={{ whiteSpace: 'nowrap' }}>{c.label}</span>, render: (_: unknown, row: Row) => <span style={{ whiteSpace: 'nowrap' }}>{formatCell({ value: row[c.id], column: c, refLabels })}</span> }))}
        />
        </div>
      )}
    </section>
  );
}

/**
 * The detail of one row of a generic screen (views: [detail]), in a drawer: every field the form and the list show,
 * with references by name and codes by label, and the model's related lists (detail.related) the user may read.
 */
export function EntityDetailDrawer(props: { entity: string; row: Row | undefined; isMobile: boolean; onEdit?: (row: Row) => void; onClose: () => void }) {
  const { entity, row } = props;
  const info = entityInfo(entity);
  const ability = useAppAbility();
  const refLabels = useRefLabels(entity, row ? [row] : []);
  const related = (info.detail?.related ?? []).filter((r) => ability.can('read', r.entity));
  return (
    <Drawer
      open={row !== undefined}
      title={row ? t('genericScreen.detailTitle', { entity: info.label, name: rowLabel(entity, row) }) : ''}
      width={props.isMobile ? '100%' : 720}
      onClose={props.onClose}
      destroyOnHidden
      extra={row && props.onEdit ? <Button icon={<EditOutlined />} onClick={() => props.onEdit!(row)}>{t('common.edit')}</Button> : undefined}
    >
      {row && (
        <Flex vertical>
          <Descriptions
            bordered
            column={1}
            size="small"
            items={detailFields(entity).map((f) => {
              const field = info.fields[f]!;
              return { key: f, label: field.label, children: formatCell({ value: row[f], column: field, refLabels }) || '—' };
            })}
          />
          {related.map((r) => <RelatedList key={`${r.entity}.${r.field}`} entity={r.entity} field={r.field} label={r.label} id={row.id} />)}
        </Flex>
      )}
    </Drawer>
  );
}
