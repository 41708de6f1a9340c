// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildAbility, screenRequirements, type AbilityUser } from '../../src/generated/abilities.js';
import { constants } from '../../src/generated/constants.js';
import { errorCatalogue } from '../../src/generated/errors.js';
import { operations } from '../../src/generated/operations.js';
import { DEMO_COMPANY_CODE } from '../../src/server/seed/seed.js';
import { buildMenu, type MenuGroupEntry } from '../../src/web/layout/buildMenu.js';
import { startTestApp, type TestApp } from './harness.js';

// Screens with `requires: invoice` (model/screens): the claim and invoice pricing pages and the billing process.
let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t.close(); });

const setInvoiceStatus = (value: string) => t.db.updateTable('companies').set({ invoice_status: value }).where('code', '=', DEMO_COMPANY_CODE).execute();
afterEach(async () => { await setInvoiceStatus(String(constants.invoiceActive)); });

const menuIds = (menu: MenuGroupEntry[]) => new Set(menu.flatMap((g) => g.children.flatMap((c) => (c.kind === 'link' ? [c.key] : c.links.map((l) => l.key)))));

async function staffMenu(): Promise<Set<string>> {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth-search/users/current', headers: await t.authAs('staff') });
  return menuIds(buildMenu(buildAbility((res.json() as { ability: AbilityUser }).ability)));
}

const get = async (url: string, user = 'staff') => t.app.inject({ method: 'GET', url, headers: await t.authAs(user) });

describe('pricing screens that need invoice status', () => {
  it('should list payment methods and show the claim pages in the menu while invoice status is active', async () => {
    expect((await get('/api/v1/payment-methods')).statusCode).toBe(200);
    expect((await get('/api/v1/claim-settings')).statusCode).toBe(200);
    const menu = await staffMenu();
    expect(menu.has('setting-system.payment-method-settings')).toBe(true);
    expect(menu.has('billing-process.school-claim-info')).toBe(true);
  });

  it('should refuse the claim and invoice APIs with 10122 while invoice status is not active', async () => {
    await setInvoiceStatus('2');
    for (const url of ['/api/v1/payment-methods', '/api/v1/claim-settings', '/api/v1/invoice-print-settings', '/api/v1/claim-alarm-conditions', '/api/v1/claim-confirmations']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toMatchObject({ code: errorCatalogue.INVOICE_NOT_ACTIVE.code, message: errorCatalogue.INVOICE_NOT_ACTIVE.message });
    }
    const created = await t.app.inject({ method: 'POST', url: '/api/v1/payment-methods', headers: await t.authAs('staff'), payload: { name: '窓口払い', method_kind: 'account_transfer', fee_amount: 0 } });
    expect(created.statusCode).toBe(403);
    expect((created.json() as { code: number }).code).toBe(errorCatalogue.INVOICE_NOT_ACTIVE.code);
  });

  it('should keep fee items, which do not need invoice status, open while it is not active', async () => {
    await setInvoiceStatus('2');
    expect((await get('/api/v1/fee-items')).statusCode).toBe(200);
    expect((await staffMenu()).has('setting-system.fee-settings')).toBe(true);
  });

  it('should hide the claim pages and the billing process from the menu while invoice status is not active', async () => {
    await setInvoiceStatus('2');
    const menu = await staffMenu();
    expect(menu.has('setting-system.payment-method-settings')).toBe(false);
    expect(menu.has('setting-system.basic-claim-settings')).toBe(false);
    expect([...menu].filter((id) => id.startsWith('billing-process.'))).toEqual([]);
  });

  it('should show the analysis menu\'s sales section (spec section 2) only while invoice status is active', async () => {
    const sales = ['analysis.sales-management', 'analysis.billing-payment-list'];
    const active = await staffMenu();
    expect(sales.filter((id) => active.has(id))).toEqual(sales);
    await setInvoiceStatus('2');
    const inactive = await staffMenu();
    expect(sales.filter((id) => inactive.has(id))).toEqual([]);
    expect(inactive.has('analysis.inquiry-trend')).toBe(true);
  });

  // Every hand-written operation that needs invoice status (model/operations: `requires: invoice`, e.g. 請求処理 and the
  // family invoices), called by a user its grants let in, answers 10122 before reading any input; and every screen that
  // needs it is left out of every role's menu.
  const USERS_BY_ROLE: Record<string, string> = { SPRIX_ADMIN: 'admin', SYSTEM: 'system', STAFF: 'staff', AREA_MANAGER: 'area', CLAIM_MANAGER: 'claim-manager', CLAIM: 'claim', ACCOUNTING: 'accounting', PROTECTOR: 'guardian1' };
  const invoiceOperations = operations.filter((op) => op.requires === 'invoice');
  it.each(invoiceOperations.map((op) => [op.id, op] as const))('should refuse %s with 10122 while invoice status is not active', async (_, op) => {
    await setInvoiceStatus('2');
    const username = USERS_BY_ROLE[op.access[0]!.roles[0]!]!;
    const url = `${String(constants.apiBasePath)}${op.path.replace(/\{\w+\}/g, '1')}`;
    const res = await t.app.inject({ method: op.method, url, headers: await t.authAs(username), ...(op.method === 'GET' || op.method === 'DELETE' ? {} : { payload: {} }) });
    expect(res.statusCode, `${op.method} ${url} as ${username}`).toBe(403);
    expect((res.json() as { code: number }).code).toBe(errorCatalogue.INVOICE_NOT_ACTIVE.code);
  });

  it('should leave every screen that needs invoice status out of every role\'s menu while it is not active', async () => {
    expect(invoiceOperations.length).toBeGreaterThan(20);
    await setInvoiceStatus('2');
    for (const username of Object.values(USERS_BY_ROLE)) {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth-search/users/current', headers: await t.authAs(username) });
      const menu = menuIds(buildMenu(buildAbility((res.json() as { ability: AbilityUser }).ability)));
      expect([...menu].filter((id) => screenRequirements[id] === 'invoice'), username).toEqual([]);
    }
  });

  it('should still answer a teacher, whom the grants refuse, with the plain access error', async () => {
    await setInvoiceStatus('2');
    const res = await get('/api/v1/payment-methods', 'teacher1');
    expect(res.statusCode).toBe(403);
    expect((res.json() as { code: number }).code).toBe(errorCatalogue.FORBIDDEN.code);
  });
});
