import { useNavigate } from 'react-router';
import { Card } from 'antd';
import { screenTitle } from '../../i18n/screenTitle.js';
import { PageHeader } from '../common/PageHeader';
import type { ScreenProps } from '../screenProps.js';
import type { Row } from '../../model/rowLabel.js';
import { EntityFormPanel } from './EntityFormPanel';
import { listScreenOf } from './siblingScreens.js';
import { useUnsavedChanges } from './useUnsavedChanges.js';

/**
 * A create page ([create]) or, given `row`, an edit page of a model entity: the generated form on a page of its own;
 * saving goes back to the list it belongs to, キャンセル too (after a warning when something was typed).
 */
export function GenericFormPage({ screen, row }: ScreenProps & { row?: Row }) {
  const entity = screen.entity!;
  const navigate = useNavigate();
  const unsaved = useUnsavedChanges();
  const list = listScreenOf(screen);
  const back = () => navigate(list?.path ?? '/home');
  return (
    <>
      <PageHeader title={screenTitle(screen)} />
      <Card style={{ maxWidth: 880 }}>
        <EntityFormPanel
          entity={entity}
          row={row}
          onSaved={() => {
            unsaved.markClean();
            back();
          }}
          onCancel={() => unsaved.confirmDiscard('leave', back)}
          onChange={unsaved.markDirty}
        />
      </Card>
    </>
  );
}
