import { lazyNamed } from '../components/lazyNamed.js';

// Every screen area is its own chunk: the login page loads none of the signed-in shell, and the shell
// loads a screen's code (rjsf, TanStack Table...) only when that screen opens.

export const LoginPage = lazyNamed(() => import('../screens/login/LoginPage'), 'LoginPage');
export const AuthenticatedShell = lazyNamed(() => {
  // Every signed-in page needs the screen resolver next: fetch both chunks at once, not one after the other.
  void import('./ScreenElement');
  return import('./AuthenticatedShell');
}, 'AuthenticatedShell');
export const ScreenElement = lazyNamed(() => import('./ScreenElement'), 'ScreenElement');
export const StartRedirect = lazyNamed(() => import('./StartRedirect'), 'StartRedirect');
