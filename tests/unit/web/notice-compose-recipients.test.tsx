// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// openapi-fetch takes fetch and Request when its client module loads: install the stub first.
const api = vi.hoisted(() => {
  const state = { requests: [] as URL[], truncated: false, capped: false };
  const NodeRequest = globalThis.Request;
  class PageRequest extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, window.location.origin).href : input, init);
    }
  }
  globalThis.Request = PageRequest;
  const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  const student = (id: number, hasGuardian: boolean) => ({
    id, student_number: `S${String(id).padStart(5, '0')}`, family_name_kanji: '山田', first_name_kanji: `太郎${id}`, family_name_kana: 'ヤマダ', first_name_kana: 'タロウ',
    schoolyear_name: '中2', schoolhouse_name: '本町校', school_name: '渋谷区立第一中学校', status: 4, protector_name: hasGuardian ? '山田 花子' : null, has_guardian: hasGuardian,
  });
  globalThis.fetch = async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.origin);
    state.requests.push(url);
    switch (url.pathname) {
      case '/api/v1/schoolhouses': return json({ data: [{ id: 1, schoolhouse_name: '本町校' }, { id: 2, schoolhouse_name: '駅前校' }], total: 2, page: 1, limit: 100 });
      case '/api/v1/schoolyears': return json({ data: [{ id: 8, schoolyear_name: '中2' }], total: 1, page: 1, limit: 100 });
      case '/api/v1/schools': return json({ data: [{ id: 3, school_name: '渋谷区立第一中学校' }, { id: 4, school_name: '  ' }], total: 2, page: 1, limit: 100 });
      case '/api/v1/notices/candidates': return json({ data: [student(1, true), student(2, true), student(3, false)], total: state.capped ? 10000 : 23, total_is_capped: state.capped, page: 1, limit: 20 });
      case '/api/v1/notices/candidates/ids': return json({ ids: [1, 2, 4, 5], total: state.truncated ? 10000 : 4, total_is_capped: state.truncated, is_truncated: state.truncated });
      default: return new Response(JSON.stringify({ code: 10007, message: '指定されたAPIは存在しません。' }), { status: 404, headers: { 'Content-Type': 'application/json' } });
    }
  };
  return state;
});

import { AppConfigProvider } from '../../../src/web/AppConfigProvider';
import { RecipientChooser } from '../../../src/web/screens/messaging/recipient-choice/RecipientChooser';
import { readRecipientChoice } from '../../../src/web/screens/messaging/recipient-choice/recipientChoiceStorage.js';

const slowStart = 30_000;
// Validation, the stand-in server and antd's animations take more than the default second on a busy 2-core runner.
configure({ asyncUtilTimeout: 5_000 });

function renderChooser(initial = { student_ids: [] as number[], notice_is_published: false, filters: { statuses: [4] } }) {
  const onNext = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AppConfigProvider>
        <RecipientChooser routeKey="k1" initial={initial} onBack={vi.fn()} onNext={onNext} />
      </AppConfigProvider>
    </QueryClientProvider>,
  );
  return { onNext };
}

const selectedCount = () => screen.getByRole('status').textContent;

beforeEach(() => {
  window.localStorage.clear();
  api.requests.length = 0;
  api.truncated = false;
  api.capped = false;
});

describe('choosing the recipients of a notice', { timeout: slowStart }, () => {
  it('should list the candidates of the default filter: continuing students, page 1 of 20', async () => {
    renderChooser();
    expect(await screen.findByText('山田 太郎1', {}, { timeout: 15_000 })).toBeTruthy();
    const query = api.requests.find((u) => u.pathname === '/api/v1/notices/candidates')!.searchParams;
    expect(query.getAll('statuses')).toEqual(['4']);
    expect([query.get('page'), query.get('limit')]).toEqual(['1', '20']);
    expect(query.has('student_name_kanji')).toBe(false);
    expect(screen.getByText('該当 23人')).toBeTruthy();
  });

  it('should let a student with a guardian be chosen, kept in local storage, but not one without', async () => {
    renderChooser();
    const row = (await screen.findByText('山田 太郎1', {}, { timeout: 15_000 })).closest('tr')!;
    fireEvent.click(within(row).getByRole('checkbox'));
    await waitFor(() => expect(selectedCount()).toBe('選択中 1人'));
    expect(readRecipientChoice('k1')?.student_ids).toEqual([1]);
    const orphan = screen.getByText('山田 太郎3').closest('tr')!;
    expect(within(orphan).getByText('保護者未登録')).toBeTruthy();
    expect((within(orphan).getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
  });

  it('should choose everyone that matches across pages, and clear the choice', async () => {
    renderChooser();
    fireEvent.click(await screen.findByRole('button', { name: /条件に合う全員を選択（23人）/ }, { timeout: 15_000 }));
    expect(await screen.findByText('4人を選択しました。')).toBeTruthy();
    expect(selectedCount()).toBe('選択中 4人');
    expect(readRecipientChoice('k1')?.student_ids).toEqual([1, 2, 4, 5]);
    fireEvent.click(screen.getByRole('button', { name: /選択を解除/ }));
    await waitFor(() => expect(selectedCount()).toBe('選択中 0人'));
    expect(readRecipientChoice('k1')?.student_ids).toEqual([]);
  });

  it('should say so when 「全員を選択」 was cut at the limit', async () => {
    api.truncated = true;
    renderChooser();
    fireEvent.click(await screen.findByRole('button', { name: /条件に合う全員を選択（23人）/ }, { timeout: 15_000 }));
    expect(await screen.findByText(/先頭の4人だけを選択しました/)).toBeTruthy();
  });

  it('should say 「10,000人以上」 when more match than the server counts, and offer the first 10,000', async () => {
    api.capped = true;
    api.truncated = true;
    renderChooser();
    expect(await screen.findByText('該当 10,000人以上', {}, { timeout: 15_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /条件に合う先頭の10,000人を選択/ }));
    expect(await screen.findByText(/先頭の4人だけを選択しました/)).toBeTruthy();
  });

  it('should refuse 次へ without a student, and go on with one', async () => {
    const { onNext } = renderChooser();
    fireEvent.click(await screen.findByRole('button', { name: /次へ/ }, { timeout: 15_000 }));
    expect(await screen.findByText('配信先を1人以上選択してください。')).toBeTruthy();
    expect(onNext).not.toHaveBeenCalled();
    const row = screen.getByText('山田 太郎2').closest('tr')!;
    fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: /次へ/ }));
    expect(onNext).toHaveBeenCalledTimes(1);
  });

  it('should restore a saved choice and send the saved filter', async () => {
    renderChooser({ student_ids: [1, 9], notice_is_published: false, filters: { statuses: [4], m_schoolhouse_id: 1, student_name_kana: 'ヤマダ' } as never });
    await screen.findByText('山田 太郎1', {}, { timeout: 15_000 });
    expect(selectedCount()).toBe('選択中 2人');
    const query = api.requests.find((u) => u.pathname === '/api/v1/notices/candidates')!.searchParams;
    expect([query.get('m_schoolhouse_id'), query.get('student_name_kana')]).toEqual(['1', 'ヤマダ']);
  });
});
