// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The activity-history call goes through the API client, which takes fetch and Request at import: record it.
const sent = vi.hoisted(() => {
  const requests: Array<{ url: string; method: string; body: unknown }> = [];
  const NodeRequest = globalThis.Request;
  class PageRequest extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, window.location.origin).href : input, init);
    }
  }
  globalThis.Request = PageRequest;
  globalThis.fetch = async (input: RequestInfo | URL) => {
    const request = input as Request;
    requests.push({ url: new URL(request.url).pathname, method: request.method, body: await request.json().catch(() => undefined) });
    return new Response(JSON.stringify({ recorded: true }), { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
  return { requests };
});

import { errorCatalogue } from '../../../src/generated/errors.js';
import { registerMessageApi } from '../../../src/web/feedback/showErrorMessage.js';
import { buildAbility } from '../../../src/generated/abilities.js';
// The API client registers the activity-history writer as it loads; the user's rights are registered here.
import '../../../src/web/providers/apiClient.js';
import { followApiResponse, registerCurrentAccess } from '../../../src/web/providers/errorResponses.js';
import { abilityUser } from './abilityUsers.js';
import { pageLocation } from '../../../src/web/session/pageLocation.js';
import { currentSession, saveSession } from '../../../src/web/session/session.js';
import { onUnauthorized } from '../../../src/web/session/sessionEvents.js';

const testRole = () => (window.localStorage.getItem('test-role') ?? 'TEACHER') as 'TEACHER' | 'STAFF';
registerCurrentAccess(async () => ({ role: testRole(), ability: buildAbility(abilityUser(testRole())) }));

const shown: string[] = [];
const visits: string[] = [];
let reloads = 0;
let expired: string[] = [];
const closers: Array<() => void> = [];

function answer(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
const call = (path: string, method = 'GET') => new Request(`/api/v1${path}`, { method });
const signIn = (role: string) => saveSession({ token: 'token', role, exp: Math.floor(Date.now() / 1000) + 3600 });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout'], shouldAdvanceTime: true });
  shown.length = 0;
  visits.length = 0;
  reloads = 0;
  expired = [];
  sent.requests.length = 0;
  window.localStorage.clear();
  window.history.replaceState(null, '', '/communication/notice/list');
  signIn('PROTECTOR');
  // A fake antd message API: records the text and lets the test close it.
  registerMessageApi({
    error: (args: { content: string; onClose?: () => void }) => {
      shown.push(args.content);
      if (args.onClose) closers.push(args.onClose);
      return Promise.resolve(true);
    },
  } as never);
  pageLocation.assign = (url: string) => void visits.push(url);
  pageLocation.reload = () => void (reloads += 1);
  closers.length = 0;
});
afterEach(() => {
  closers.forEach((close) => close());
  vi.useRealTimers();
});

describe('the browser side of spec §8', () => {
  it('should end the session on code 1007 and hand its message to the log-in page, not over the page being left', async () => {
    const stop = onUnauthorized((path, message) => expired.push(`${path} ${message}`));
    await followApiResponse(call('/notices'), answer(401, { code: 1007, message: 'セッションが切れました。' }));
    stop();
    expect(shown).toEqual([]);
    expect(currentSession()).toBeUndefined();
    expect(expired).toEqual(['/notice/list セッションが切れました。']);
  });

  it('should give the catalogue message of 1007 when the answer has none', async () => {
    const stop = onUnauthorized((path, message) => expired.push(`${path} ${message}`));
    await followApiResponse(call('/notices'), answer(401, { code: 1007 }));
    stop();
    expect(expired).toEqual([`/notice/list ${errorCatalogue.UNAUTHENTICATED.message}`]);
  });

  it('should log out on another 401 without a message, but not on a refused log-in or one-time token', async () => {
    const stop = onUnauthorized((path, message) => expired.push(`${path} ${message}`));
    await followApiResponse(call('/communication/login', 'POST'), answer(401, errorCatalogue.LOGIN_FAILED));
    await followApiResponse(call('/get-user-by-token/abc', 'POST'), answer(401, errorCatalogue.LOGIN_TOKEN_INVALID));
    expect(currentSession()).toBeDefined();
    await followApiResponse(call('/notices'), answer(401));
    stop();
    expect(shown).toEqual([]);
    expect(currentSession()).toBeUndefined();
    expect(expired).toEqual(['/notice/list undefined']);
  });

  it('should show the interview message of 10204–10206, the catalogue default when the answer has none', async () => {
    await followApiResponse(call('/interviews'), answer(403, { code: 10204 }));
    await followApiResponse(call('/interviews', 'POST'), answer(400, { code: 10206, message: '面談記録は本部のみ利用できます。' }));
    expect(shown).toEqual(['面談記録機能にアクセス権限がありません。', '面談記録は本部のみ利用できます。']);
  });

  it('should not show 10190 again while the same message is on screen, and show it again once closed', async () => {
    const body = { code: 10190, message: errorCatalogue.DATA_CHANGED_10190.message };
    await followApiResponse(call('/notices/3', 'POST'), answer(400, body));
    await followApiResponse(call('/notices/3', 'POST'), answer(400, body));
    expect(shown).toHaveLength(1);
    closers.splice(0).forEach((close) => close());
    await followApiResponse(call('/notices/3', 'POST'), answer(400, body));
    expect(shown).toHaveLength(2);
  });

  it('should reload the page 2 s after 10192 on a comment, and not after 10192 elsewhere', async () => {
    const body = { code: 10192, message: errorCatalogue.COMMENT_NOT_ALLOWED.message };
    await followApiResponse(call('/notices/3', 'POST'), answer(400, body));
    await vi.advanceTimersByTimeAsync(3000);
    expect(reloads).toBe(0);
    await followApiResponse(call('/notices/3/comments', 'POST'), answer(400, body));
    await vi.advanceTimersByTimeAsync(1900);
    expect(reloads).toBe(0);
    await vi.advanceTimersByTimeAsync(200);
    expect(reloads).toBe(1);
  });

  it('should send a teacher from a teacher-contact page home 2 s after 10109, and staff to the teacher-contact list', async () => {
    window.history.replaceState(null, '', '/communication/contact-teacher/template/list');
    window.localStorage.setItem('test-role', 'TEACHER');
    await followApiResponse(call('/communications/5', 'POST'), answer(403, errorCatalogue.NO_PERMISSION_10109));
    await settle();
    await vi.advanceTimersByTimeAsync(2100);
    window.localStorage.setItem('test-role', 'STAFF');
    await followApiResponse(call('/communications/5', 'POST'), answer(403, errorCatalogue.NO_PERMISSION_10109));
    await settle();
    await vi.advanceTimersByTimeAsync(2100);
    expect(visits).toEqual(['/communication/home', '/communication/contact-teacher/list']);
  });

  it('should stay on a page outside the teacher-contact area after 10109', async () => {
    await followApiResponse(call('/notices/5', 'POST'), answer(403, errorCatalogue.NO_PERMISSION_10109));
    await settle();
    await vi.advanceTimersByTimeAsync(2100);
    expect(visits).toEqual([]);
    expect(shown).toEqual([errorCatalogue.NO_PERMISSION_10109.message]);
  });

  it('should reset a linked account to the owner 1 s after 10120, and do nothing more for the owner', async () => {
    window.localStorage.setItem('Spx-Switch-Protector', '12');
    await followApiResponse(call('/notices'), answer(403, errorCatalogue.SWITCH_USER_NO_ACCESS));
    await vi.advanceTimersByTimeAsync(1100);
    expect(window.localStorage.getItem('Spx-Switch-Protector')).toBeNull();
    expect(visits).toEqual(['/communication/?after=switch']);
    await followApiResponse(call('/notices'), answer(403, errorCatalogue.SWITCH_USER_NO_ACCESS));
    await vi.advanceTimersByTimeAsync(1100);
    expect(visits).toHaveLength(1);
  });

  it('should show a 404 that carries a message', async () => {
    await followApiResponse(call('/notices/999'), answer(404, errorCatalogue.NOT_FOUND));
    expect(shown).toEqual([errorCatalogue.NOT_FOUND.message]);
  });

  it('should leave other errors to the screen that made the call', async () => {
    await followApiResponse(call('/tags', 'POST'), answer(409, errorCatalogue.TAG_NAME_DUPLICATE));
    await followApiResponse(call('/tags', 'POST'), answer(400, errorCatalogue.VALIDATION_FAILED));
    expect(shown).toEqual([]);
  });

  it('should post the activity history of a guardian after an answer with a message', async () => {
    await followApiResponse(call('/tags', 'POST'), answer(409, errorCatalogue.TAG_NAME_DUPLICATE));
    await settle();
    await vi.waitFor(() => expect(sent.requests).toHaveLength(1));
    expect(sent.requests[0]).toEqual({
      url: '/api/v1/users/activity-history', method: 'POST',
      body: { path: '/tags', method: 'POST', status: 409, message: errorCatalogue.TAG_NAME_DUPLICATE.message },
    });
  });

  it('should not post activity history for general staff, for answers without a message or for successful reads', async () => {
    await followApiResponse(call('/tags'), answer(200, { message: 'not a message for reads', data: [] }));
    await followApiResponse(call('/tags/1', 'DELETE'), new Response(null, { status: 204 }));
    signIn('STAFF');
    await followApiResponse(call('/tags', 'POST'), answer(409, errorCatalogue.TAG_NAME_DUPLICATE));
    await settle();
    await vi.advanceTimersByTimeAsync(50);
    expect(sent.requests).toEqual([]);
  });
});
