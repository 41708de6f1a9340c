import { lazyNamed } from './lazyNamed.js';

// Every screen area is its own chunk: the login page loads none of the signed-in shell, and the shell
// loads a screen's code (rjsf, TanStack Table...) only when that screen opens.

export const LoginPage = lazyNamed(() => import('../screens/login/LoginPage'), 'LoginPage');
export const AuthenticatedShell = lazyNamed(() => import('../layout/AuthenticatedShell'), 'AuthenticatedShell');
export const GenericScreen = lazyNamed(() => import('../screens/generic/GenericScreen'), 'GenericScreen');
export const ComingSoonPage = lazyNamed(() => import('../screens/common/ComingSoonPage'), 'ComingSoonPage');
export const LegacyPage = lazyNamed(() => import('../screens/common/LegacyPage'), 'LegacyPage');
