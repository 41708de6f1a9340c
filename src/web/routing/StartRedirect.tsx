import { Navigate, useSearchParams } from 'react-router';
import { useAppAbility } from '../hooks/useAppAbility.js';
import { useCurrentUser } from '../hooks/useCurrentUser.js';
import { AFTER_SWITCH_PARAM } from '../navigation/afterSwitch.js';
import { startPath, switchedStartPath } from '../navigation/startPage.js';

/**
 * "/" for a signed-in user: their start page (spec §2), or, right after choosing or resetting a linked
 * account (/?after=switch), the first page the account now acted as may open (spec §4, §8 code 10120).
 */
export function StartRedirect() {
  const user = useCurrentUser();
  const ability = useAppAbility();
  const [params] = useSearchParams();
  const pick = params.get('after') === AFTER_SWITCH_PARAM ? switchedStartPath : startPath;
  return <Navigate to={pick({ role: user.role, ability })} replace />;
}
