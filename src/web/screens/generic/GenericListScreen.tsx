import { Card } from 'antd';
import { screenTitle } from '../../i18n/screenTitle.js';
import { PageHeader } from '../common/PageHeader';
import type { ScreenProps } from '../screenProps.js';
import { EntityListPanel } from './EntityListPanel';
import { siblingScreens } from './siblingScreens.js';

/**
 * The list screen of a model entity: its title, then the list with the actions its views name (EntityListPanel);
 * create and edit on their own pages when the model gives them routes (siblingScreens), else in a drawer.
 */
export function GenericListScreen({ screen }: ScreenProps) {
  const entity = screen.entity;
  if (!entity) throw new Error(`screen "${screen.id}" has no entity`);
  return (
    <>
      <PageHeader title={screenTitle(screen)} />
      <Card>
        <EntityListPanel entity={entity} views={screen.views ?? []} pages={siblingScreens(screen)} />
      </Card>
    </>
  );
}
