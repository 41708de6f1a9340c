import { useAppAbility } from '../../hooks/useAppAbility.js';
import { canAccessScreen } from '../../navigation/screenAccess.js';
import { fillPath, screenById } from '../../navigation/screenIndex.js';

/**
 * A function building the path of a model screen (its :params filled), or undefined when the user may not open that
 * screen, so a card offers only links that lead somewhere.
 */
export function useScreenLink(screenId: string): (params?: Readonly<Record<string, string>>) => string | undefined {
  const ability = useAppAbility();
  const screen = screenById(screenId);
  const isAllowed = canAccessScreen(ability, screen);
  return (params = {}) => (isAllowed ? fillPath(screen.path, params) : undefined);
}
