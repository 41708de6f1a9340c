import 'antd/dist/reset.css';
import './main.css';
import './boot.css';
// The log-in page's look: part of the first paint's style sheet, whichever shell shows the page.
import './screens/login/login.css';

import { constants } from '../generated/constants.js';
import { cspNonce, nonceNewStyleElements } from './cspNonce';
import { firstPage, loginUrl } from './navigation/firstPage.js';
import { safeRedirect } from './navigation/safeRedirect.js';
import { applyPortalCssVariables } from './portalTheme.js';
import type { OpenSignedInApp } from './PublicApp';
import { currentSession } from './session/session.js';

nonceNewStyleElements(cspNonce);
applyPortalCssVariables();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const container: HTMLElement = root;

/**
 * After a sign-in on the public shell's log-in page: the app opens at the ?redirect= page or the user's start page,
 * the log-in page replaced in the history. It starts at its own log-in page with that page as ?redirect=, which sends
 * a signed-in user on at once: the address changes once the app runs, as when the app's own log-in page signs in.
 * Resolves with the message to show when the signed-in user could not be read (the session is dropped again).
 */
const openAppAfterSignIn: OpenSignedInApp = async (redirect) => {
  let modules: [typeof import('./providers/signedInStart.js'), typeof import('./startApp')];
  try {
    modules = await Promise.all([import('./providers/signedInStart.js'), import('./startApp')]);
  } catch (error: unknown) {
    // The app's files could not be loaded (a new version deployed meanwhile, a dropped connection): the page loads
    // again at the same target, signed in, and the app finds the start page itself.
    console.error('the app could not be loaded after signing in', error);
    window.location.assign(`${constants.basePath}${safeRedirect(redirect) ?? '/'}`);
    return undefined;
  }
  const [{ signedInStart }, { startApp }] = modules;
  const start = await signedInStart(redirect);
  if ('error' in start) return start.error.message;
  window.history.replaceState(null, '', loginUrl(start.target));
  startApp(container);
  return undefined;
};

// The log-in page a visit starts with comes with a fraction of the app's code (PublicApp.ts, issue 17 item 11); the
// splash of index.html stays until the page's code has loaded. If it cannot load, the splash stays, as it did when the
// page's single script could not.
const first = firstPage({ pathname: window.location.pathname, search: window.location.search, hasSession: currentSession() !== undefined });
if (first.shell === 'app') {
  import('./startApp').then(({ startApp }) => startApp(container), (error: unknown) => console.error('the app could not be loaded', error));
} else {
  if (first.url) window.history.replaceState(null, '', first.url);
  import('./PublicApp').then(({ startPublicApp }) => startPublicApp(container, openAppAfterSignIn), (error: unknown) => console.error('the log-in page could not be loaded', error));
}
