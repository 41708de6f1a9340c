import { screens, type ScreenRoute } from '../../generated/routes.js';

/** Every screen of the model by id. */
export const screensById: ReadonlyMap<string, ScreenRoute> = new Map(screens.map((s) => [s.id, s]));

/** The screen of an id; throws when the model has no such screen (a shell bug, not a user error). */
export function screenById(id: string): ScreenRoute {
  const screen = screensById.get(id);
  if (!screen) throw new Error(`screen "${id}" is not in the model`);
  return screen;
}

/** A route path with its :params filled; undefined when a param is missing. */
export function fillPath(path: string, params: Readonly<Record<string, string | undefined>>): string | undefined {
  let isComplete = true;
  const filled = path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) isComplete = false;
    return encodeURIComponent(value ?? '');
  });
  return isComplete ? filled : undefined;
}
