import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { constants } from '../../../src/generated/constants.js';
import { publicScreens } from '../../../src/generated/publicScreens.js';
import { screens } from '../../../src/generated/routes.js';
import { firstPage, LOGIN_SCREEN_ID } from '../../../src/web/navigation/firstPage.js';

const base = String(constants.basePath);
const loginPath = publicScreens.find((s) => s.id === LOGIN_SCREEN_ID)!.path;
const open = (pathname: string, search = '', hasSession = false) => firstPage({ pathname, search, hasSession });
/** Where the app's auth guard sends a signed-out visitor: /login?redirect=<page and query> (routing/AuthGuard.tsx). */
const guardTarget = (page: string) => ({ shell: 'public', url: `${base}${loginPath}?redirect=${encodeURIComponent(page)}` });

describe('the shell a page load starts with (navigation/firstPage.ts)', () => {
  it.each([
    ['the log-in page, signed out', `${base}/login`, '', false, { shell: 'public' }],
    ['the log-in page with a redirect', `${base}/login`, '?redirect=%2Fnotice%2Fmanage', false, { shell: 'public' }],
    ['the log-in page with a trailing slash, as the router matches it', `${base}/login/`, '', false, { shell: 'public' }],
    ['the log-in page in capitals, as the router matches it', `${base.toUpperCase()}/LOGIN`, '', false, { shell: 'public' }],
    ['the log-in page signed in (the app goes on to the start page)', `${base}/login`, '', true, { shell: 'app' }],
    ['a one-time token (spec §4, the app signs in with it)', `${base}/login`, '?token=abc', false, { shell: 'app' }],
    ['a one-time token on another page', `${base}/notice/list`, '?token=abc', false, { shell: 'app' }],
    ['a page signed in', `${base}/notice/tag-manage`, '', true, { shell: 'app' }],
    ['a page signed out: the log-in page at the guard\'s address', `${base}/notice/tag-manage`, '?page=2', false, guardTarget('/notice/tag-manage?page=2')],
    ['the base path signed out', base, '', false, guardTarget('/')],
    ['the base path with a slash signed out', `${base}/`, '', false, guardTarget('/')],
    ['an unknown page signed out (the guard comes before the fallback)', `${base}/no/such/page`, '', false, guardTarget('/no/such/page')],
    ['an address outside the base path', '/elsewhere/login', '', false, { shell: 'app' }],
    ['an address that only starts like the base path', `${base}x/login`, '', false, { shell: 'app' }],
  ] as const)('should open %s', (_case, pathname, search, hasSession, want) => {
    expect(open(pathname, search, hasSession)).toEqual(want);
  });

  it.each(publicScreens.filter((s) => s.id !== LOGIN_SCREEN_ID).map((s) => [s.id, s.path]))(
    'should leave the public screen %s (%s) to the app, signed out too',
    (_id, path) => {
      expect(open(`${base}${path}`)).toEqual({ shell: 'app' });
      expect(open(`${base}${path}`, '', true)).toEqual({ shell: 'app' });
    },
  );

  // The shell's matching must agree with the router's: a path the router shows as the log-in page opens the public
  // shell, and no other; a public path the router matches is never sent to the log-in page.
  it.each([
    '/login', '/login/', '/LOGIN', '/Login/', '/login/x', '/loginx', '/log%69n', '/student-register', '/STUDENT-REGISTER/',
    '/student-register-success', '/notice/list', '/',
  ])('should agree with the router on %s', (path) => {
    const routed = matchRoutes(screens.map((s) => ({ id: s.id, path: s.path })), path)?.[0]?.route.id;
    const shell = open(`${base}${path}`);
    if (routed === LOGIN_SCREEN_ID) expect(shell).toEqual({ shell: 'public' });
    else if (publicScreens.some((s) => s.id === routed)) expect(shell).toEqual({ shell: 'app' });
    else expect(shell).toMatchObject({ shell: 'public', url: expect.stringContaining('?redirect=') as unknown });
  });
});
