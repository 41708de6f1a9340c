import { AuthGuard } from './AuthGuard';
import { AppLayout } from '../layout/AppLayout';

/** Every signed-in page: the auth guard around the portal layout (one lazy chunk). */
export function AuthenticatedShell() {
  return (
    <AuthGuard>
      <AppLayout />
    </AuthGuard>
  );
}
