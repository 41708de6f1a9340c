import { screens, type ScreenRoute } from '../../../generated/routes.js';

/**
 * The create and edit pages of a list screen, when the model gives them routes of their own: screens of the same
 * entity whose parent is the list and whose views are only [create] or only [edit] (e.g. the notice templates). A
 * list without them edits in a drawer.
 */
export function siblingScreens(list: ScreenRoute): { create?: ScreenRoute; edit?: ScreenRoute } {
  const children = screens.filter((s) => s.parent === list.id && s.entity === list.entity && !(s.views ?? []).includes('list'));
  return {
    create: children.find((s) => (s.views ?? []).includes('create')),
    edit: children.find((s) => (s.views ?? []).includes('edit')),
  };
}

/**
 * The list screen a create or edit page returns to: its parent of the same entity, or a custom list that is its parent
 * (イベント設定 is a screen of its own over the generic list of events; イベント追加 returns to it).
 */
export function listScreenOf(page: ScreenRoute): ScreenRoute | undefined {
  return screens.find((s) => s.id === page.parent && (s.entity === page.entity || (s.entity === undefined && s.component !== undefined)));
}

/** A screen's path with its :id filled in. */
export function pathWithId(screen: ScreenRoute, id: string | number): string {
  return screen.path.replace(':id', encodeURIComponent(String(id)));
}
