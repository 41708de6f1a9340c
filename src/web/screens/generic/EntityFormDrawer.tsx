import { Suspense, useEffect } from 'react';
import { Drawer } from 'antd';
import { t } from '../../i18n/i18n.js';
import { entityInfo } from '../../model/modelAccess.js';
import type { FieldError } from '../../providers/apiError.js';
import { lazyNamed } from '../../components/lazyNamed.js';
import { PageLoading } from '../common/PageLoading';
import type { Row } from '../../model/rowLabel.js';
import { useUnsavedChanges } from './useUnsavedChanges.js';

// rjsf and ajv load with the first opened form, not with the list.
const GenericFormView = lazyNamed(() => import('./GenericFormView'), 'GenericFormView');

/**
 * What the drawer is doing: creating a record (with `values` given in `fixed` fields, e.g. the teacher a schoolhouse
 * is added to) or editing one.
 */
export type FormTarget = { mode: 'create'; values?: Row; fixed?: readonly string[] } | { mode: 'edit'; row: Row };

/**
 * The create/edit form of a generic screen, in a drawer from the right. Closing it (×, Esc, キャンセル, a click
 * beside it) or leaving the page with something typed asks first; a save closes it without asking.
 */
export function EntityFormDrawer(props: {
  entity: string;
  target: FormTarget | undefined;
  isMobile: boolean;
  serverErrors: FieldError[];
  isSubmitting: boolean;
  onSubmit: (values: Record<string, unknown>) => void;
  onClose: () => void;
}) {
  const { target, entity } = props;
  const label = entityInfo(entity).label;
  const title = target?.mode === 'edit' ? t('web.editTitle', { entity: label }) : t('web.createTitle', { entity: label });
  const unsaved = useUnsavedChanges();
  const { markClean } = unsaved;
  // Another record, or none (saved and closed by the screen): its changes are not this form's.
  useEffect(() => markClean(), [target, markClean]);
  const requestClose = () => unsaved.confirmDiscard('close', props.onClose);
  return (
    <Drawer
      open={target !== undefined}
      title={title}
      width={props.isMobile ? '100%' : 520}
      onClose={requestClose}
      destroyOnHidden
    >
      {target && (
        <Suspense fallback={<PageLoading />}>
          <GenericFormView
            key={target.mode === 'edit' ? `edit:${String(target.row.id)}` : 'create'}
            entity={entity}
            initialValues={target.mode === 'edit' ? target.row : target.values}
            fixedFields={target.mode === 'create' ? target.fixed : undefined}
            serverErrors={props.serverErrors}
            isSubmitting={props.isSubmitting}
            onSubmit={props.onSubmit}
            onCancel={requestClose}
            onChange={unsaved.markDirty}
          />
        </Suspense>
      )}
    </Drawer>
  );
}
