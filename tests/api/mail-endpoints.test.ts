// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '../../src/generated/errors.js';
import { DeliveryStatus } from '../../src/generated/enums.js';
import { bounceAddress } from '../../src/server/domains/mail/bounceAddress.js';
import { signUnsubscribeToken } from '../../src/server/domains/mail/unsubscribeToken.js';
import { familyOf, publishNew } from '../fixtures/notices.js';
import { startTestApp, testConfig, type TestApp } from './harness.js';

const SECRET = 'bounce-secret-bounce-secret-0123';
const BOUNCE_DOMAIN = 'bounce.example.jp';
const secretHeader = { 'x-mail-bounce-secret': SECRET };

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ config: { mailBounce: { domain: BOUNCE_DOMAIN, secret: SECRET } } });
}, 90_000);
afterAll(async () => t.close());

type Res = Awaited<ReturnType<TestApp['app']['inject']>>;
const expectError = (res: Res, key: keyof typeof errorCatalogue) =>
  expect([res.statusCode, (res.json() as { code: number }).code]).toEqual([errorCatalogue[key].status, errorCatalogue[key].code]);
const receiveMail = async (userId: number) => (await t.db.selectFrom('users').select('receive_mail').where('id', '=', userId).executeTakeFirstOrThrow()).receive_mail;
const setReceiveMail = (userId: number, value: boolean) => t.db.updateTable('users').set({ receive_mail: value }).where('id', '=', userId).execute();
const tokenFor = (f: { companyId: number; userId: number }) => signUnsubscribeToken({ secret: testConfig.jwtSecret, companyId: f.companyId, userId: f.userId });
const form = { 'content-type': 'application/x-www-form-urlencoded' };
const postOneClick = (token: string, payload = 'List-Unsubscribe=One-Click', headers: Record<string, string> = form) =>
  t.app.inject({ method: 'POST', url: `/api/v1/mail/unsubscribe/${token}`, headers, payload });

describe('one-click unsubscribe (RFC 8058)', () => {
  it('should turn the family\'s e-mail off on a form POST without sign-in, and say so again when repeated', async () => {
    const f = await familyOf(t.db, 'guardian40');
    expect([(await postOneClick(tokenFor(f))).statusCode, await receiveMail(f.userId)]).toEqual([200, false]);
    expect((await postOneClick(tokenFor(f))).json()).toEqual({ receive_mail: false });
  });

  it('should accept the one-click form as multipart/form-data too', async () => {
    const f = await familyOf(t.db, 'guardian41');
    const boundary = 'X-ONE-CLICK';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`;
    const res = await postOneClick(tokenFor(f), payload, { 'content-type': `multipart/form-data; boundary=${boundary}` });
    expect([res.statusCode, await receiveMail(f.userId)]).toEqual([200, false]);
  });

  it.each([
    ['no body', ''], ['another value', 'List-Unsubscribe=Yes'], ['another field', 'unsubscribe=One-Click'],
  ])('should refuse a POST with %s (MALFORMED_REQUEST) and change nothing', async (_name, payload) => {
    const f = await familyOf(t.db, 'guardian42');
    expectError(await postOneClick(tokenFor(f), payload), 'MALFORMED_REQUEST');
    expect(await receiveMail(f.userId)).toBe(true);
  });

  it('should refuse a forged, altered, expired or unknown-user token (MAIL_UNSUBSCRIBE_INVALID) and change nothing', async () => {
    const f = await familyOf(t.db, 'guardian43');
    const good = tokenFor(f);
    const [company, user, exp, signature] = good.split('.');
    const otherUser = `${company}.${f.userId + 1}.${exp}.${signature}`;
    const forged = `${company}.${user}.${exp}.${'A'.repeat(22)}`;
    const expired = signUnsubscribeToken({ secret: testConfig.jwtSecret, companyId: f.companyId, userId: f.userId, now: new Date('2020-01-01T00:00:00Z') });
    const gone = signUnsubscribeToken({ secret: testConfig.jwtSecret, companyId: f.companyId, userId: 99_999_999 });
    for (const token of [otherUser, forged, expired, gone, 'not-a-token']) expectError(await postOneClick(token), 'MAIL_UNSUBSCRIBE_INVALID');
    expect(await receiveMail(f.userId)).toBe(true);
    expect(await receiveMail(f.userId + 1)).toBe(true);
  });

  it('should lead a person who opens the link (GET) to the e-mail setting page without changing anything', async () => {
    const f = await familyOf(t.db, 'guardian44');
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/mail/unsubscribe/${tokenFor(f)}` });
    expect([res.statusCode, res.headers.location]).toEqual([303, '/communication/personal-information']);
    expect(await receiveMail(f.userId)).toBe(true);
  });

  it('should answer a forged link opened by a person with MAIL_UNSUBSCRIBE_INVALID', async () => {
    const f = await familyOf(t.db, 'guardian44');
    expectError(await t.app.inject({ method: 'GET', url: `/api/v1/mail/unsubscribe/${tokenFor(f).slice(0, -2)}AA` }), 'MAIL_UNSUBSCRIBE_INVALID');
  });
});

describe('メール通知 on /personal-information', () => {
  it('should show the setting and let the guardian turn it back on after an unsubscribe', async () => {
    const f = await familyOf(t.db, 'guardian45');
    await setReceiveMail(f.userId, false);
    const headers = await t.authAs('guardian45');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/users/personal-information', headers })).json()).toMatchObject({ receive_mail: false });
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/users/mail-setting', headers, payload: { receive_mail: true } });
    expect([res.statusCode, res.json(), await receiveMail(f.userId)]).toEqual([200, { receive_mail: true }, true]);
  });

  it('should refuse staff, who have no personal-information page (FORBIDDEN), and a non-boolean (VALIDATION_FAILED)', async () => {
    const staff = await t.db.selectFrom('users').select('id').where('username', '=', 'staff').executeTakeFirstOrThrow();
    expectError(await t.app.inject({ method: 'POST', url: '/api/v1/users/mail-setting', headers: await t.authAs('staff'), payload: { receive_mail: false } }), 'FORBIDDEN');
    expect(await receiveMail(staff.id)).toBe(true);
    expectError(await t.app.inject({ method: 'POST', url: '/api/v1/users/mail-setting', headers: await t.authAs('guardian45'), payload: { receive_mail: 'no' } }), 'VALIDATION_FAILED');
  });

  it('should refuse the setting without sign-in (UNAUTHENTICATED)', async () => {
    expectError(await t.app.inject({ method: 'POST', url: '/api/v1/users/mail-setting', payload: { receive_mail: false } }), 'UNAUTHENTICATED');
  });
});

/** A bounce report as Postfix writes it, to the given envelope sender. */
function dsn(options: { to: string; action?: string; status?: string }): string {
  return [
    'From: MAILER-DAEMON@mx.example.jp (Mail Delivery System)', `To: ${options.to}`, 'Subject: Undelivered Mail Returned to Sender',
    'MIME-Version: 1.0', 'Content-Type: multipart/report; report-type=delivery-status;', ' boundary="BOUNDARY"', '',
    '--BOUNDARY', 'Content-Type: text/plain; charset=us-ascii', '', 'I\'m sorry to have to inform you that your message could not be delivered.', '',
    '--BOUNDARY', 'Content-Type: message/delivery-status', '', 'Reporting-MTA: dns; mx.example.jp', '',
    'Final-Recipient: rfc822; nobody@example.net', `Action: ${options.action ?? 'failed'}`, `Status: ${options.status ?? '5.1.1'}`,
    'Diagnostic-Code: smtp; 550 5.1.1 <nobody@example.net>: Recipient address', ' rejected: User unknown', '',
    '--BOUNDARY', 'Content-Type: text/rfc822-headers', '', 'Subject: お知らせ', '', '--BOUNDARY--', '',
  ].join('\r\n');
}
const postBounce = (payload: string, headers: Record<string, string> = secretHeader, query = '') =>
  t.app.inject({ method: 'POST', url: `/api/v1/mail/bounces${query}`, headers: { 'content-type': 'message/rfc822', ...headers }, payload });

describe('bounce reports from the MTA', () => {
  /** A sent notice e-mail to the family and its VERP bounce address. */
  async function sentDelivery(username: string) {
    const f = await familyOf(t.db, username);
    const noticeId = await publishNew(t.db, t.jobs, { title: 'バウンスの確認', studentIds: [f.children[0]!.id] });
    const row = await t.db.updateTable('notice_deliveries').set({ status: DeliveryStatus.sent, address: f.email, attempts: 1 })
      .where('notice_id', '=', noticeId).where('channel', '=', 'mail').returning(['id', 'company_id']).executeTakeFirstOrThrow();
    const address = bounceAddress({ ref: { kind: 'n', companyId: row.company_id, id: row.id }, domain: BOUNCE_DOMAIN, secret: testConfig.jwtSecret });
    const state = async () => t.db.selectFrom('notice_deliveries').select(['status', 'error']).where('id', '=', row.id).executeTakeFirstOrThrow();
    return { id: row.id, address, state };
  }

  it('should mark the delivery its address names 不達 with the reason of a permanent failure', async () => {
    const d = await sentDelivery('guardian46');
    const res = await postBounce(dsn({ to: d.address }));
    expect([res.statusCode, res.json()]).toEqual([200, { recorded: true, status: '5.1.1' }]);
    const row = await d.state();
    expect(row.status).toBe(DeliveryStatus.bounced);
    expect(row.error).toContain('5.1.1 550 5.1.1 <nobody@example.net>: Recipient address rejected: User unknown');
    expect(row.error).toContain('nobody@example.net');
  });

  it('should take the address from ?recipient= when the MTA gives it apart, and leave a delay report unrecorded', async () => {
    const d = await sentDelivery('guardian47');
    const delayed = await postBounce(dsn({ to: 'postmaster@example.jp', action: 'delayed', status: '4.4.1' }), secretHeader, `?recipient=${encodeURIComponent(d.address)}`);
    expect([delayed.statusCode, delayed.json()]).toEqual([200, { recorded: false, status: '4.4.1' }]);
    expect((await d.state()).status).toBe(DeliveryStatus.sent);
    const failed = await postBounce(dsn({ to: 'postmaster@example.jp' }), secretHeader, `?recipient=${encodeURIComponent(d.address)}`);
    expect([failed.statusCode, (await d.state()).status]).toEqual([200, DeliveryStatus.bounced]);
  });

  it.each([
    ['no secret', {}], ['a wrong secret', { 'x-mail-bounce-secret': `${SECRET.slice(0, -1)}x` }],
  ])('should refuse a report with %s (MAIL_BOUNCE_UNAUTHORIZED) and change nothing', async (_name, headers) => {
    const d = await sentDelivery('guardian48');
    expectError(await postBounce(dsn({ to: d.address }), headers), 'MAIL_BOUNCE_UNAUTHORIZED');
    expect((await d.state()).status).toBe(DeliveryStatus.sent);
  });

  it('should refuse every report when no secret is configured (MAIL_BOUNCE_UNAUTHORIZED)', async () => {
    const bare = await startTestApp();
    try {
      const res = await bare.app.inject({ method: 'POST', url: '/api/v1/mail/bounces', headers: { 'content-type': 'message/rfc822', ...secretHeader }, payload: dsn({ to: 'x@example.jp' }) });
      expectError(res, 'MAIL_BOUNCE_UNAUTHORIZED');
    } finally {
      await bare.close();
    }
  }, 90_000);

  it('should answer MAIL_BOUNCE_UNKNOWN_DELIVERY for a forged address, an address of ours naming no delivery, or none at all', async () => {
    const d = await sentDelivery('guardian49');
    const forged = d.address.replace(/-[0-9a-f]{16}@/, '-0123456789abcdef@');
    const missing = bounceAddress({ ref: { kind: 'n', companyId: 1, id: 99_999_999 }, domain: BOUNCE_DOMAIN, secret: testConfig.jwtSecret });
    for (const to of [forged, missing, 'someone@example.jp']) expectError(await postBounce(dsn({ to })), 'MAIL_BOUNCE_UNKNOWN_DELIVERY');
    expect((await d.state()).status).toBe(DeliveryStatus.sent);
  });

  it.each([
    ['an empty body', ''],
    ['a plain message', 'From: a@example.jp\r\nTo: b@example.jp\r\nSubject: hi\r\n\r\nhello\r\n'],
    ['a report without a delivery-status part', dsn({ to: 'x@example.jp' }).replace('message/delivery-status', 'text/plain')],
  ])('should refuse %s (MAIL_BOUNCE_MALFORMED)', async (_name, payload) => {
    expectError(await postBounce(payload), 'MAIL_BOUNCE_MALFORMED');
  });

  it('should refuse a JSON body (MAIL_BOUNCE_MALFORMED) and an unknown content type (UNSUPPORTED_MEDIA_TYPE)', async () => {
    expectError(await t.app.inject({ method: 'POST', url: '/api/v1/mail/bounces', headers: secretHeader, payload: { to: 'x' } }), 'MAIL_BOUNCE_MALFORMED');
    expectError(await postBounce('x', { ...secretHeader, 'content-type': 'application/pdf' }), 'UNSUPPORTED_MEDIA_TYPE');
  });
});
