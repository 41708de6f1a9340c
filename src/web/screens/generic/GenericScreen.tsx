import type { ScreenProps } from '../screenProps.js';
import { GenericEditPage } from './GenericEditPage';
import { GenericFormPage } from './GenericFormPage';
import { GenericListScreen } from './GenericListScreen';
import { RefineScope } from './RefineScope';

/**
 * The screen of a model entity, chosen by its views: a list (with create and edit in a drawer, or on their own pages),
 * or a page of its own that only creates ([create]) or only edits ([edit], the route's :id).
 */
export function GenericScreen({ screen }: ScreenProps) {
  const views = screen.views ?? [];
  if (!views.includes('list') && views.includes('create')) return <GenericFormPage screen={screen} />;
  if (!views.includes('list') && views.includes('edit')) return <GenericEditPage screen={screen} />;
  return <GenericListScreen screen={screen} />;
}

/** {@link GenericScreen} with Refine and the portal's providers around it, as the signed-in routes show it. */
export function ScopedGenericScreen({ screen }: ScreenProps) {
  return <RefineScope><GenericScreen screen={screen} /></RefineScope>;
}
