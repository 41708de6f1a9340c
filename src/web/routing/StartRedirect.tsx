import { Navigate } from 'react-router';
import { useAppAbility } from '../hooks/useAppAbility.js';
import { useCurrentUser } from '../hooks/useCurrentUser.js';
import { startPath } from './startPage.js';

/** "/" for a signed-in user: their start page (spec §2). */
export function StartRedirect() {
  const user = useCurrentUser();
  const ability = useAppAbility();
  return <Navigate to={startPath({ role: user.role, ability })} replace />;
}
