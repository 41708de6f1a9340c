// @vitest-environment jsdom
import { AbilityProvider } from '@casl/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// openapi-fetch takes fetch and Request when its client module loads: install the stub first.
const api = vi.hoisted(() => {
  const state = { requests: [] as URL[] };
  const NodeRequest = globalThis.Request;
  class PageRequest extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, window.location.origin).href : input, init);
    }
  }
  globalThis.Request = PageRequest;
  const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  const notice = (id: number, title: string, status: string, extra: Record<string, unknown> = {}) => ({
    id, title, status, is_published: status === 'sent', send_at: null, published_at: status === 'sent' ? '2026-07-01T01:00:00Z' : null, updated_at: '2026-07-01T01:00:00Z',
    sender_name: '事務 花子', tags: [], recipient_count: 0, read_count: 0, answered_count: 0, has_survey: false, survey_deadline: null, attachment_count: 0, comment_count: 0, ...extra,
  });
  globalThis.fetch = async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.origin);
    state.requests.push(url);
    if (url.pathname === '/api/v1/tags') return json({ data: [{ id: 1, name: '重要' }], total: 1, page: 1, limit: 100 });
    if (url.pathname === '/api/v1/notices') {
      return json({
        data: [
          notice(1, '夏期講習のお知らせ', 'sent', { recipient_count: 30, read_count: 12, has_survey: true, answered_count: 5, comment_count: 2, tags: [{ id: 1, name: '重要' }] }),
          notice(2, '冬期講習のご案内', 'unsent', { send_at: '2099-12-01T01:00:00Z' }),
        ],
        total: 45, page: Number(url.searchParams.get('page') ?? 1), limit: 20,
      });
    }
    return new Response('{"code":10007,"message":"指定されたAPIは存在しません。"}', { status: 404, headers: { 'Content-Type': 'application/json' } });
  };
  return state;
});

import { buildAbility } from '../../../src/generated/abilities.js';
import { AppConfigProvider } from '../../../src/web/AppConfigProvider';
import { screenById } from '../../../src/web/navigation/screenIndex.js';
import { NoticeManage } from '../../../src/web/screens/notice/NoticeManage';
import { abilityUser, featuresWithout } from './abilityUsers.js';

configure({ asyncUtilTimeout: 5_000 });
const slowStart = 30_000;

function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}

function renderManage(ability: ReturnType<typeof buildAbility>, path = '/notice/manage') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AbilityProvider value={ability}>
        <AppConfigProvider>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/notice/manage" element={<NoticeManage screen={screenById('notice.manage')} />} />
              <Route path="*" element={<Where />} />
            </Routes>
          </MemoryRouter>
        </AppConfigProvider>
      </AbilityProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  api.requests.length = 0;
});

describe('the notice manage list', { timeout: slowStart }, () => {
  it('should show each notice with its state, read rate, survey answers and comments', async () => {
    renderManage(buildAbility(abilityUser('STAFF')));
    const row = (await screen.findByRole('link', { name: '夏期講習のお知らせ' }, { timeout: 15_000 })).closest('tr')!;
    expect(row.textContent).toContain('配信済み');
    expect(row.textContent).toContain('12/30');
    expect(row.textContent).toContain('40%');
    expect(row.textContent).toContain('回答 5/30');
    expect(row.textContent).toContain('2件');
    expect(within(screen.getByRole('link', { name: '冬期講習のご案内' }).closest('tr')!).getByText('予約配信')).toBeTruthy();
    expect(screen.getByText('全45件')).toBeTruthy();
    expect(screen.getByRole('link', { name: '夏期講習のお知らせ' }).getAttribute('href')).toBe('/notice/manage/detail/1');
  });

  it('should send the filters of the URL and ask for page 2 of 20', async () => {
    renderManage(buildAbility(abilityUser('STAFF')), '/notice/manage?search_name=講習&status=unsent&tag_id=1&page=2');
    await screen.findByRole('link', { name: '夏期講習のお知らせ' }, { timeout: 15_000 });
    const query = api.requests.find((u) => u.pathname === '/api/v1/notices')!.searchParams;
    expect(Object.fromEntries(query)).toEqual({ search_name: '講習', status: 'unsent', tag_id: '1', page: '2', limit: '20' });
  });

  it('should offer 新規作成 to staff, opening a new wizard key', async () => {
    renderManage(buildAbility(abilityUser('STAFF')));
    fireEvent.click(await screen.findByRole('button', { name: /新規作成/ }, { timeout: 15_000 }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toMatch(/^\/notice\/create\/choose-recipients\/[0-9a-f]{16}$/));
  });

  it('should not offer 新規作成 nor the tag filter to a teacher who may view but not send', async () => {
    renderManage(buildAbility(abilityUser('TEACHER', featuresWithout('ALLOW_TEACHER_SEND_NOTICE'))));
    await screen.findByRole('link', { name: '夏期講習のお知らせ' }, { timeout: 15_000 });
    expect(screen.queryByRole('button', { name: /新規作成/ })).toBeNull();
    expect(screen.queryByLabelText('タグ')).toBeNull();
    expect(api.requests.some((u) => u.pathname === '/api/v1/tags')).toBe(false);
  });
});
