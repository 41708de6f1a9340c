// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';

// openapi-fetch takes fetch and Request when its client module loads: install the fake API first.
vi.hoisted(async () => {
  const { installFakeFetch } = await import('./installFakeFetch.js');
  installFakeFetch();
});

import { App } from '../../../src/web/App';
import { AppConfigProvider } from '../../../src/web/AppConfigProvider';
import { GenericListView } from '../../../src/web/screens/generic/GenericListView';
import { forgetCurrentUser } from '../../../src/web/providers/currentUser.js';
import { clearSession, saveSession } from '../../../src/web/session/session.js';
import { resetFakeApi, setFakeRows } from './fakeApi.js';

/**
 * A colour field shows the colour (issue 17 item 8), not only its code: a swatch with the code beside it, wherever a
 * value is shown — a list, and the detail of a row (here the operation history's change of a 授業科目's 表示色).
 */
const slowStart = 120_000;
const at = '2026-05-01T10:00:00+09:00';

/** The swatches on the page: their colour as the browser computes it, and the code beside each. */
const swatches = (root: HTMLElement) => Array.from(root.querySelectorAll<HTMLElement>('[data-color-swatch]'))
  .map((s) => ({ color: s.style.backgroundColor, code: s.parentElement?.textContent ?? '' }));

beforeEach(() => {
  window.scrollTo = vi.fn();
  clearSession();
  forgetCurrentUser();
  resetFakeApi();
});

describe('a colour field', { timeout: slowStart }, () => {
  it('should show a swatch of the colour with its code in a list', () => {
    const rows = [{ id: 1, name: '高校数学IA', school_kind: 3, color: '#531DAB', sort_order: 6, created_at: at, updated_at: at }];
    const { container } = render(<GenericListView entity="lesson_subject" rows={rows} total={1} page={1} isLoading={false} />, { wrapper: AppConfigProvider });
    expect(swatches(container)).toEqual([{ color: 'rgb(83, 29, 171)', code: '#531DAB' }]);
  });

  it('should show swatches in a detail: the history of a 表示色 changed from #531DAB to #D4380D', async () => {
    setFakeRows('/api/v1/lesson-subjects', [{ id: 6, name: '高校数学IA', school_kind: 3, color: '#D4380D', sort_order: 6, created_at: at, updated_at: at }]);
    setFakeRows('/api/v1/operation-logs', [{
      id: 1, company_id: 1, user_id: 10, user_name: '事務 花子', acting_user_id: null, student_id: null, target: 'lesson_subject', record_id: 6, action: 'update',
      before: { color: '#531DAB' }, after: { color: '#D4380D' }, operation: 'PUT /api/v1/lesson-subjects/:id', ip_address: '127.0.0.1', request_id: 'r1', created_at: at, updated_at: at,
    }]);
    saveSession({ token: 'token-staff', role: 'STAFF', exp: Math.floor(Date.now() / 1000) + 3600 });
    window.history.pushState({}, '', '/communication/setting-system/system/operation-history');
    render(<App />);
    const row = (await screen.findByText('高校数学IA', {}, { timeout: 60_000 })).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /詳細/ }));
    const drawer = await screen.findByRole('dialog', {}, { timeout: 30_000 });
    await within(drawer).findByText('#531DAB', {}, { timeout: 30_000 });
    expect(swatches(drawer)).toEqual([{ color: 'rgb(83, 29, 171)', code: '#531DAB' }, { color: 'rgb(212, 56, 13)', code: '#D4380D' }]);
  });
});
