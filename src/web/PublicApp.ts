import { constants } from '../generated/constants.js';
import type { LoginLocationState } from './components/SessionExpiryListener';
import { tPublic } from './i18n/publicText.js';
import { signIn } from './providers/signIn.js';
import { mountLoginForm } from './screens/login/loginForm.js';
import { prefetchSignedInApp } from './signedInPrefetch.js';

/**
 * Where the public shell hands over after a sign-in: opens the signed-in app at the ?redirect= page or the start page
 * (main.ts). Resolves with the message to show when that failed.
 */
export type OpenSignedInApp = (redirect: string | null) => Promise<string | undefined>;

/**
 * The state the router keeps with the current history entry (react-router writes it under `usr`): the log-in page
 * reached inside the app after a session ended says why, and says it again when that page is reloaded.
 */
function routerState(): LoginLocationState | undefined {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null ? (state as { usr?: LoginLocationState }).usr : undefined;
}

/** Fetches the signed-in app's files at the visitor's first touch or key (what a sign-in needs next). */
function prefetchOnFirstInput(): void {
  const events = ['pointerdown', 'keydown', 'input'] as const;
  const prefetch = () => {
    for (const name of events) window.removeEventListener(name, prefetch, true);
    prefetchSignedInApp();
  };
  for (const name of events) window.addEventListener(name, prefetch, { capture: true, passive: true });
}

/**
 * The public shell: the log-in page of a visit's first load, without the signed-in app (no React, router, antd,
 * Refine or message bundle: issue 17 item 11). A sign-in hands the page to the app (`openApp`).
 */
export function startPublicApp(container: HTMLElement, openApp: OpenSignedInApp): void {
  const redirect = new URLSearchParams(window.location.search).get('redirect');
  document.title = `${tPublic('screen.home.login')} | ${constants.productTitle}`;
  prefetchOnFirstInput();
  mountLoginForm(container, {
    sessionMessage: routerState()?.sessionMessage,
    onSubmit: async (credentials) => {
      const answer = await signIn(credentials);
      if (!answer.isSignedIn) return answer.message;
      return openApp(redirect);
    },
  });
}
