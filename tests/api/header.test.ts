// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../src/generated/constants.js';
import { PrintStatus } from '../../src/generated/enums.js';
import { errorCatalogue } from '../../src/generated/errors.js';
import { DEMO_STAFF } from '../../src/server/seed/seed.js';
import { schoolClock } from '../../src/server/domains/lessons/rescheduleDeadline.js';
import { startTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t.close(); });

const get = async (user: string, url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: await t.authAs(user) });
const ENDPOINTS = ['/yearlySchedules/current', '/print-documents/pending-count', '/invoiceStatus', '/systemSettings/info'];

describe('staff header data: who may load it (spec section 6: only general staff)', () => {
  const staffCases = ENDPOINTS.flatMap((url) => DEMO_STAFF.map(([user]) => [url, user] as const));
  it.each(staffCases)('should answer %s for staff user %s', async (url, user) => {
    expect((await get(user, url)).statusCode).toBe(200);
  });

  const others = ENDPOINTS.flatMap((url) => ['teacher1', 'guardian1'].map((user) => [url, user] as const));
  it.each(others)('should refuse %s for %s with FORBIDDEN', async (url, user) => {
    const res = await get(user, url);
    expect(res.statusCode).toBe(403);
    expect((res.json() as { code: number }).code).toBe(errorCatalogue.FORBIDDEN.code);
  });
});

describe('staff header data: what it says', () => {
  it('should give the current term of regular lessons and seasonal courses: the demo\'s regular term holding today', async () => {
    const today = schoolClock().today;
    // The demo's regular terms: 2026 前期 (April–August, 1) and 後期 (September–March, 3); before, after or between, the first.
    const period = today >= '2026-09-01' && today <= '2027-03-31' ? 3 : 1;
    expect((await get('staff', '/yearlySchedules/current')).json()).toEqual({
      currentTerm: { normal_lesson_fiscal_year: 2026, normal_lesson_period_code: period, course_lesson_fiscal_year: 2026, course_lesson_period_code: 2 },
    });
  });

  it('should count only pending print requests of the company', async () => {
    const before = ((await get('staff', '/print-documents/pending-count')).json() as { count: number }).count;
    const house = await t.db.selectFrom('schoolhouses').select(['id', 'company_id']).orderBy('id').executeTakeFirstOrThrow();
    await t.db.insertInto('print_requests').values([
      { company_id: house.company_id, schoolhouse_id: house.id, title: '追加の書類', status: PrintStatus.pending },
      { company_id: house.company_id, schoolhouse_id: house.id, title: '取消した書類', status: PrintStatus.cancelled },
    ]).execute();
    // The count is kept in memory and dropped by the trigger's notice, which on PostgreSQL trails the commit by a moment.
    await expect.poll(async () => (await get('staff', '/print-documents/pending-count')).json(), { timeout: 10_000, interval: 5 }).toEqual({ count: before + 1 });
  });

  it('should report the invoice status as active only when it equals the active value', async () => {
    expect((await get('staff', '/invoiceStatus')).json()).toEqual({ invoice_status: constants.invoiceActive, is_active: true });
    await t.db.updateTable('companies').set({ invoice_status: String(constants.invoiceInactive) }).where('code', '=', 'DEMO').execute();
    expect((await get('staff', '/invoiceStatus')).json()).toEqual({ invoice_status: constants.invoiceInactive, is_active: false });
    await t.db.updateTable('companies').set({ invoice_status: String(constants.invoiceActive) }).where('code', '=', 'DEMO').execute();
  });

  it('should give the company, sub and license codes under information, and no manual or legacy URL when none is configured', async () => {
    expect((await get('staff', '/systemSettings/info')).json()).toEqual({
      manual_url: null, legacy_url: null, information: { company_code: 'DEMO', company_sub_code: '01', license_code: 'DEMO-LICENSE' },
    });
  });
});

describe('the staff manual site (MANUAL_URL) and the legacy host (LEGACY_URL)', () => {
  let withManual: TestApp;
  beforeAll(async () => { withManual = await startTestApp({ config: { manualUrl: 'https://manual.example.jp/login', legacyUrl: 'https://school.example.jp' } }); });
  afterAll(async () => { await withManual.close(); });

  it('should name the configured manual site beside the codes its log-in form takes', async () => {
    const res = await withManual.app.inject({ method: 'GET', url: '/api/v1/systemSettings/info', headers: await withManual.authAs('staff') });
    expect(res.json()).toMatchObject({ manual_url: 'https://manual.example.jp/login', legacy_url: 'https://school.example.jp', information: { company_code: 'DEMO' } });
  });

  it('should still refuse it to a guardian', async () => {
    const res = await withManual.app.inject({ method: 'GET', url: '/api/v1/systemSettings/info', headers: await withManual.authAs('guardian1') });
    expect(res.statusCode).toBe(403);
  });
});
