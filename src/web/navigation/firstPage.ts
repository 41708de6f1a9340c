import { constants } from '../../generated/constants.js';
import { publicScreens } from '../../generated/publicScreens.js';

/** The screen the public shell shows (PublicApp.tsx): the log-in page. */
export const LOGIN_SCREEN_ID = 'home.login';

/** The query parameter of a one-time log-in token handed over by another app (spec §4, routing/QueryTokenSignIn.tsx). */
export const QUERY_TOKEN_PARAM = 'token';

/**
 * What a page load starts with: the small public shell showing the log-in page (`url`: the address it shows it at,
 * when that is not the address asked for), or the signed-in app, which serves every other case as it always has.
 */
export type FirstPage = { shell: 'public'; url?: string } | { shell: 'app' };

const loginPath = publicScreens.find((s) => s.id === LOGIN_SCREEN_ID)!.path;

/** The log-in page's address that leads on to `page` (an app path) after the sign-in, as the app's auth guard writes it. */
export function loginUrl(page: string): string {
  return `${constants.basePath}${loginPath}?redirect=${encodeURIComponent(page)}`;
}

/** A path's segments, decoded as the router decodes them before matching (a malformed escape is matched as written). */
function segments(path: string): string[] {
  return path.split('/').filter((s) => s !== '').map((s) => {
    try {
      return decodeURIComponent(s);
    } catch (_malformed: unknown) {
      return s;
    }
  });
}

/** True when the router would match `pathname` to the route `path` (case-insensitive, trailing slash or not). */
function matchesRoute(pathname: string, path: string): boolean {
  const [have, want] = [segments(pathname), segments(path)];
  return have.length === want.length && want.every((s, i) => (s.startsWith(':') ? have[i] !== '' : s.toLowerCase() === have[i]!.toLowerCase()));
}

/** The path under the router's basename (matched case-insensitively, as the router does), or undefined outside it. */
function appPath(pathname: string): string | undefined {
  const base = String(constants.basePath);
  if (!pathname.toLowerCase().startsWith(base.toLowerCase())) return undefined;
  const rest = pathname.slice(base.length);
  if (rest !== '' && !rest.startsWith('/')) return undefined;
  return rest || '/';
}

/**
 * Which shell a page load starts with. The public shell, when the signed-in app would show the log-in page at once:
 * at /login without a session (with one, the app's log-in page goes on to the start page), and at any page that
 * needs a sign-in without a session: the app's auth guard sends it to /login?redirect=<page>, so the public shell
 * shows that address at once (a guardian opening a notice link from an e-mail). Everything else opens the app: other
 * public screens, a one-time `?token=` sign-in, a signed-in user, an address outside the base path.
 */
export function firstPage(location: { pathname: string; search: string; hasSession: boolean }): FirstPage {
  const path = appPath(location.pathname);
  if (path === undefined || new URLSearchParams(location.search).get(QUERY_TOKEN_PARAM) || location.hasSession) return { shell: 'app' };
  const screen = publicScreens.find((s) => matchesRoute(path, s.path));
  if (screen?.id === LOGIN_SCREEN_ID) return { shell: 'public' };
  if (screen) return { shell: 'app' };
  return { shell: 'public', url: loginUrl(path + location.search) };
}
