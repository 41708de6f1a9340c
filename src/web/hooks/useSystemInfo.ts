import { useQuery } from '@tanstack/react-query';
import { grantAllows } from '../../generated/abilities.js';
import { operationAccess } from '../../generated/operationAccess.js';
import { apiClient } from '../providers/apiClient.js';
import { apiData } from '../providers/apiData.js';
import { canAccessScreen } from '../navigation/screenAccess.js';
import { screenById } from '../navigation/screenIndex.js';
import { useAppAbility } from './useAppAbility.js';
import { useCurrentUser } from './useCurrentUser.js';

/** GET /systemSettings/info (staff only): the manual site, the legacy host and the company codes; asked once. */
export function useSystemInfo(isStaff: boolean) {
  return useQuery({
    queryKey: ['header', 'system-info'],
    queryFn: () => apiData(apiClient.GET('/api/v1/systemSettings/info')),
    staleTime: Infinity,
    enabled: isStaff,
  }).data;
}

/**
 * The address of a legacy page (`screen.legacy`, a path on the host's legacy system) on the configured legacy host,
 * or undefined while loading and when the portal runs on its own (LEGACY_URL unset): then legacy links are hidden.
 */
export function useLegacyHref(isStaff: boolean): ((legacyPath: string) => string) | undefined {
  const base = useSystemInfo(isStaff)?.legacy_url;
  if (!base) return undefined;
  return (legacyPath) => `${base}${legacyPath}`;
}

/**
 * Whether the user may open the host's legacy pages, read from the model's access of those screens (CASL), so no
 * role is named here; only such users ask for the legacy host.
 */
export function useMayOpenLegacy(): boolean {
  return canAccessScreen(useAppAbility(), screenById('legacy.support'));
}

/**
 * Whether the header shows its staff part (current term, print, manual, support) instead of the account switch: the
 * user may call the header's staff operations (model/operations.yaml header.current-term and header.system-info), so
 * no role is named here.
 */
export function useHasStaffHeader(): boolean {
  const { ability } = useCurrentUser();
  return ['header.current-term', 'header.system-info'].every((id) => {
    const grants = operationAccess[id];
    return grants !== undefined && grantAllows(grants, ability);
  });
}
