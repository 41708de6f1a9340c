// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';

// openapi-fetch takes fetch and Request when its client module loads: install the fake API first.
vi.hoisted(async () => {
  const { installFakeFetch } = await import('./installFakeFetch.js');
  installFakeFetch();
});

import { App } from '../../../src/web/App';
import { forgetCurrentUser } from '../../../src/web/providers/currentUser.js';
import { clearSession, saveSession } from '../../../src/web/session/session.js';
import { resetFakeApi, setFakeRows } from './fakeApi.js';

/**
 * The operation history names what it shows (issue 17 item 8): the changed record by the name its list gives it
 * (a student 山田 太郎, not 対象ID 19), a changed reference by the referenced row's name (校舎 本町校 → 駅前校), a
 * code by its label; a deleted record by the name its history row kept.
 */
const slowStart = 120_000;
const at = '2026-05-01T10:00:00+09:00';
const log = (row: Record<string, unknown>) => ({
  company_id: 1, user_id: 10, user_name: '事務 花子', acting_user_id: null, student_id: null, operation: 'PUT /api/v1/students/:id',
  ip_address: '127.0.0.1', request_id: 'r1', created_at: at, updated_at: at, ...row,
});

beforeEach(() => {
  window.scrollTo = vi.fn();
  clearSession();
  forgetCurrentUser();
  resetFakeApi();
  setFakeRows('/api/v1/schoolhouses', [
    { id: 1, company_id: 1, area_id: 1, schoolhouse_name: '本町校', created_at: at, updated_at: at },
    { id: 2, company_id: 1, area_id: 1, schoolhouse_name: '駅前校', created_at: at, updated_at: at },
  ]);
  setFakeRows('/api/v1/students', [{ id: 19, company_id: 1, family_name_kanji: '山田', first_name_kanji: '太郎', schoolhouse_id: 2, status: 4, created_at: at, updated_at: at }]);
  setFakeRows('/api/v1/operation-logs', [
    log({ id: 2, target: 'student', record_id: 19, action: 'update', before: { schoolhouse_id: 1, status: 3 }, after: { schoolhouse_id: 2, status: 4 } }),
    log({ id: 1, target: 'tag', record_id: 99, action: 'delete', operation: 'DELETE /api/v1/tags/:id', before: { id: 99, name: '旧タグ' }, after: null }),
  ]);
});

async function openHistoryAsStaff() {
  saveSession({ token: 'token-staff', role: 'STAFF', exp: Math.floor(Date.now() / 1000) + 3600 });
  window.history.pushState({}, '', '/communication/setting-system/system/operation-history');
  render(<App />);
  await screen.findByText('全2件', {}, { timeout: 60_000 });
}

describe('the operation history', { timeout: slowStart }, () => {
  it('should name the changed record as its list does, and a deleted one by the name its history kept', async () => {
    await openHistoryAsStaff();
    expect(await screen.findByText('山田 太郎', {}, { timeout: 30_000 })).toBeTruthy();
    expect(await screen.findByText('旧タグ', {}, { timeout: 30_000 })).toBeTruthy();
    expect(screen.queryByText('19')).toBeNull();
    expect(screen.queryByText('99')).toBeNull();
  });

  it('should show a changed reference by the referenced row\'s name and a code by its label, before and after', async () => {
    await openHistoryAsStaff();
    const row = (await screen.findByText('山田 太郎', {}, { timeout: 30_000 })).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /詳細/ }));
    const drawer = await screen.findByRole('dialog', {}, { timeout: 30_000 });
    await within(drawer).findByText('本町校', {}, { timeout: 30_000 });
    const text = drawer.textContent ?? '';
    expect(text).toMatch(/変更前.*校舎.*本町校.*変更後.*校舎.*駅前校/);
    expect(text).toMatch(/変更前.*ステータス.*体験.*変更後.*ステータス.*在籍/);
    expect(text).toContain('山田 太郎');
  });
});
