import { Alert, Button, Flex } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useOne, type BaseKey, type HttpError } from '@refinedev/core';
import { useIsMobile } from '../hooks/useIsMobile.js';
import { t } from '../i18n/i18n.js';
import type { Row } from '../model/rowLabel.js';
import { PageLoading } from '../screens/common/PageLoading';
import { EntityDetailBody } from '../screens/generic/EntityDetailDrawer';
import { RefineScope } from '../screens/generic/RefineScope';

/** Props of an embedded detail. */
export interface EntityDetailProps {
  entity: string;
  id: BaseKey;
  /** Shows 編集 above the detail; called with the row. */
  onEdit?: (row: Row) => void;
}

function LoadedDetail(props: EntityDetailProps) {
  const isMobile = useIsMobile();
  const { result, query } = useOne<Row, HttpError>({ resource: props.entity, id: props.id, successNotification: false, errorNotification: false });
  if (query.isLoading) return <PageLoading />;
  if (query.error || !result) return <Alert type="error" showIcon message={query.error?.message ?? t('genericScreen.notFound')} />;
  return (
    <Flex vertical gap={12}>
      {props.onEdit && (
        <Flex justify="end"><Button icon={<EditOutlined />} onClick={() => props.onEdit!(result)}>{t('common.edit')}</Button></Flex>
      )}
      <EntityDetailBody entity={props.entity} row={result} isMobile={isMobile} />
    </Flex>
  );
}

/**
 * The detail of one row inside a custom screen, as the generic detail drawer shows it (every field by its label,
 * references by name, related lists): `<EntityDetail entity="print_request" id={id} />`.
 */
export function EntityDetail(props: EntityDetailProps) {
  return <RefineScope><LoadedDetail {...props} /></RefineScope>;
}
