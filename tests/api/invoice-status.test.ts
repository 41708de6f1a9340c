// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildAbility, type AbilityUser } from '../../src/generated/abilities.js';
import { constants } from '../../src/generated/constants.js';
import { errorCatalogue } from '../../src/generated/errors.js';
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

  it('should still answer a teacher, whom the grants refuse, with the plain access error', async () => {
    await setInvoiceStatus('2');
    const res = await get('/api/v1/payment-methods', 'teacher1');
    expect(res.statusCode).toBe(403);
    expect((res.json() as { code: number }).code).toBe(errorCatalogue.FORBIDDEN.code);
  });
});
