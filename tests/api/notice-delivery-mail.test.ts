// @vitest-environment node
import { generateKeyPairSync } from 'node:crypto';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeliveryStatus } from '../../src/generated/enums.js';
import type { ServerConfig } from '../../src/server/foundation/config.js';
import { startWorkers, type Workers } from '../../src/server/jobs/workers.js';
import { deliveriesSettled, familyOf, publishNew } from '../fixtures/notices.js';
import { startSmtpSink, type SinkMessage, type SmtpSink } from '../fixtures/smtpSink.js';
import { startTestApp, testConfig, type TestApp } from './harness.js';

/** mailauth has no types: the one function used, as its README describes it. */
type DkimResult = { signingDomain: string; selector: string; status: { result: string } };
const { dkimVerify } = createRequire(import.meta.url)('mailauth/lib/dkim/verify') as {
  dkimVerify: (message: Buffer, options: { resolver: (name: string, type: string) => Promise<string[][]> }) => Promise<{ results: DkimResult[] }>;
};

const PUBLIC_URL = 'https://portal.example.jp';
const BOUNCE_DOMAIN = 'bounce.example.jp';
const DKIM = { domain: 'example.jp', selector: 'portal2026' };
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const dkimConfig = { ...DKIM, privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() };
/** The DNS answer a receiving server would get for <selector>._domainkey.<domain>. */
const dkimResolver = async (name: string, type: string) => {
  if (type !== 'TXT' || name !== `${DKIM.selector}._domainkey.${DKIM.domain}`) throw Object.assign(new Error(`no ${type} ${name}`), { code: 'ENOTFOUND' });
  return [[`v=DKIM1; k=rsa; p=${publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`]];
};

let t: TestApp;
let sink: SmtpSink;
let workers: Workers | undefined;

async function runWorkers(config: Partial<ServerConfig> = {}): Promise<void> {
  await workers?.stop();
  workers = await startWorkers({ db: t.db, jobs: t.jobs, config: { ...testConfig, publicUrl: PUBLIC_URL, smtp: { url: sink.url }, ...config } },
    { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 });
}
const mailsAbout = (title: string): SinkMessage[] => sink.messages.filter((m) => m.subject.includes(title));
const mailDelivery = (noticeId: number, userEmail: string | null) => t.db.selectFrom('notice_deliveries')
  .select(['id', 'status', 'attempts', 'error', 'sent_at']).where('notice_id', '=', noticeId).where('channel', '=', 'mail').where('address', '=', userEmail)
  .executeTakeFirstOrThrow();
/** The one-click POST a mailbox provider sends: the URL of the List-Unsubscribe header, the RFC 8058 form body, nothing else. */
const oneClick = (mail: SinkMessage) => t.app.inject({
  method: 'POST', url: new URL(mail.headers.get('list-unsubscribe')!.replace(/^<|>$/g, '')).pathname,
  headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click',
});

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await startTestApp({ config: { publicUrl: PUBLIC_URL } });
  await runWorkers();
  const seeded = await t.db.selectFrom('notices').select('id').where('title', '=', '夏期講習のお知らせ').executeTakeFirstOrThrow();
  await deliveriesSettled(t.db, { noticeId: seeded.id, timeoutMs: 30_000 });
}, 90_000);
afterAll(async () => {
  await workers?.stop();
  await t.close();
  await sink.close();
});

describe('headers a bulk sender owes the mailbox providers', () => {
  it('should carry List-Unsubscribe with the family\'s one-click URL and List-Unsubscribe-Post', async () => {
    const [a, b] = [await familyOf(t.db, 'guardian30'), await familyOf(t.db, 'guardian31')];
    const id = await publishNew(t.db, t.jobs, { title: '配信停止ヘッダーの確認', studentIds: [a.children[0]!.id, b.children[0]!.id] });
    await deliveriesSettled(t.db, { noticeId: id });
    const mails = mailsAbout('配信停止ヘッダーの確認');
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.headers.get('list-unsubscribe')).toMatch(new RegExp(`^<${PUBLIC_URL}/api/v1/mail/unsubscribe/[0-9]+\\.[0-9]+\\.[0-9a-z]+\\.[A-Za-z0-9_-]{22}>$`));
      expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    }
    // Each family's link names that family: two different tokens.
    expect(new Set(mails.map((m) => m.headers.get('list-unsubscribe'))).size).toBe(2);
  });

  it('should send without a DKIM signature and with the From address as envelope sender when neither is configured', async () => {
    const f = await familyOf(t.db, 'guardian32');
    const id = await publishNew(t.db, t.jobs, { title: '署名なしの確認', studentIds: [f.children[0]!.id] });
    await deliveriesSettled(t.db, { noticeId: id });
    const [mail] = mailsAbout('署名なしの確認');
    expect(mail!.headers.has('dkim-signature')).toBe(false);
    expect(mail!.envelopeFrom).toBe(testConfig.mailFrom);
  });

  it('should sign with DKIM (d= and s= as configured, List-Unsubscribe-Post covered) so that a receiver verifies it, and send from a VERP bounce address', async () => {
    await runWorkers({ dkim: dkimConfig, mailBounce: { domain: BOUNCE_DOMAIN } });
    try {
      const f = await familyOf(t.db, 'guardian33');
      const id = await publishNew(t.db, t.jobs, { title: 'DKIM署名の確認', studentIds: [f.children[0]!.id] });
      await deliveriesSettled(t.db, { noticeId: id });
      const [mail] = mailsAbout('DKIM署名の確認');
      const signature = mail!.headers.get('dkim-signature')!;
      expect(signature).toContain(`d=${DKIM.domain}`);
      expect(signature).toContain(`s=${DKIM.selector}`);
      expect(signature.replace(/\s+/g, '')).toMatch(/h=[^;]*List-Unsubscribe:List-Unsubscribe-Post/i);
      const verified = await dkimVerify(mail!.raw, { resolver: dkimResolver });
      expect(verified.results.map((r) => [r.signingDomain, r.selector, r.status.result])).toEqual([[DKIM.domain, DKIM.selector, 'pass']]);
      // The same bytes with the body changed no longer verify: the check can fail.
      const tampered = Buffer.from(mail!.raw.toString('latin1').replace(/\r\n\r\n/, '\r\n\r\nX'), 'latin1');
      // (mailauth answers a body hash mismatch "neutral", RFC 6376 section 6.1.3.)
      expect((await dkimVerify(tampered, { resolver: dkimResolver })).results.map((r) => r.status.result)).not.toContain('pass');
      const delivery = await mailDelivery(id, f.email);
      expect(mail!.envelopeFrom).toMatch(new RegExp(`^bounce\\+n-${f.companyId}-${delivery.id}-[0-9a-f]{16}@${BOUNCE_DOMAIN.replace(/\./g, '\\.')}$`));
    } finally {
      await runWorkers();
    }
  });
});

describe('one-click unsubscribe', () => {
  it('should stop the next notice\'s e-mail to the family that clicked, record it 配信停止中, and keep sending to the others', async () => {
    const [leaving, staying] = [await familyOf(t.db, 'guardian34'), await familyOf(t.db, 'guardian35')];
    const studentIds = [leaving.children[0]!.id, staying.children[0]!.id];
    const first = await publishNew(t.db, t.jobs, { title: '配信停止前のお知らせ', studentIds });
    await deliveriesSettled(t.db, { noticeId: first });
    const mail = mailsAbout('配信停止前のお知らせ').find((m) => m.to[0] === leaving.email)!;
    const res = await oneClick(mail);
    expect([res.statusCode, res.json()]).toEqual([200, { receive_mail: false }]);

    const next = await publishNew(t.db, t.jobs, { title: '配信停止後のお知らせ', studentIds });
    await deliveriesSettled(t.db, { noticeId: next });
    expect(mailsAbout('配信停止後のお知らせ').map((m) => m.to)).toEqual([[staying.email]]);
    expect((await mailDelivery(next, leaving.email)).status).toBe(DeliveryStatus.optedOut);
    expect((await mailDelivery(next, staying.email)).status).toBe(DeliveryStatus.sent);
  });
});

describe('refusals by the receiving server', () => {
  it('should record 不達 (bounced) with the server\'s answer after one attempt when it refuses the address for good (550)', async () => {
    const f = await familyOf(t.db, 'guardian36');
    sink.refuse(1);
    const id = await publishNew(t.db, t.jobs, { title: '宛先不明の確認', studentIds: [f.children[0]!.id] });
    await deliveriesSettled(t.db, { noticeId: id });
    const row = await mailDelivery(id, f.email);
    expect([row.status, row.attempts, row.sent_at]).toEqual([DeliveryStatus.bounced, 1, null]);
    expect(row.error).toContain('550');
    expect(mailsAbout('宛先不明の確認')).toHaveLength(0);
  });

  it('should still retry a temporary refusal (451) and send it on a later attempt', async () => {
    const f = await familyOf(t.db, 'guardian37');
    sink.reject(1);
    const id = await publishNew(t.db, t.jobs, { title: '一時的な拒否の確認', studentIds: [f.children[0]!.id] });
    await deliveriesSettled(t.db, { noticeId: id });
    const row = await mailDelivery(id, f.email);
    expect([row.status, row.attempts]).toEqual([DeliveryStatus.sent, 2]);
    expect(mailsAbout('一時的な拒否の確認')).toHaveLength(1);
  });
});

