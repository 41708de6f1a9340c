// @vitest-environment jsdom
import { AbilityProvider } from '@casl/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// openapi-fetch takes fetch and Request when its client module loads: install the stub first.
const api = vi.hoisted(() => {
  const state = { requests: [] as Array<{ url: URL; method: string; body: unknown }>, refusedHouse: false };
  const NodeRequest = globalThis.Request;
  class PageRequest extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, window.location.origin).href : input, init);
    }
  }
  globalThis.Request = PageRequest;
  const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  globalThis.fetch = async (input: RequestInfo | URL) => {
    const request = input instanceof Request ? input : new Request(String(input));
    const url = new URL(request.url);
    const body: unknown = request.method === 'POST' ? await request.clone().json() : undefined;
    state.requests.push({ url, method: request.method, body });
    switch (url.pathname) {
      case '/api/v1/schoolhouses': return json({ data: [{ id: 1, schoolhouse_name: '本町校' }, { id: 2, schoolhouse_name: '駅前校' }], total: 2, page: 1, limit: 100 });
      case '/api/v1/schoolyears': case '/api/v1/schools': return json({ data: [], total: 0, page: 1, limit: 100 });
      case '/api/v1/tags': return json({ data: [{ id: 5, name: '重要' }], total: 1, page: 1, limit: 100 });
      case '/api/v1/notices/notice-all-schoolhouse-permission':
        return json(state.refusedHouse
          ? { allowed: false, schoolhouses: [{ id: 1, schoolhouse_name: '本町校', allowed: true }, { id: 2, schoolhouse_name: '駅前校', allowed: false }] }
          : { allowed: true, schoolhouses: [{ id: 1, schoolhouse_name: '本町校', allowed: true }, { id: 2, schoolhouse_name: '駅前校', allowed: true }] });
      case '/api/v1/notices/candidates/ids': return json({ ids: url.searchParams.get('m_schoolhouse_id') === '2' ? [12, 13] : [11], total: 2, is_truncated: false });
      default: return new Response('{"code":10007,"message":"指定されたAPIは存在しません。"}', { status: 404, headers: { 'Content-Type': 'application/json' } });
    }
  };
  return state;
});

/** The multipart save, through a stand-in XMLHttpRequest whose answer each test sets. */
const upload = { sent: [] as FormData[], headers: [] as Record<string, string>[], answer: { status: 200, body: {} as unknown } };
class FakeXhr {
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private headers: Record<string, string> = {};
  open(method: string, url: string) { this.headers['x-target'] = `${method} ${url}`; }
  setRequestHeader(name: string, value: string) { this.headers[name] = value; }
  getResponseHeader() { return 'application/json'; }
  send(form: FormData) {
    upload.sent.push(form);
    upload.headers.push(this.headers);
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      this.status = upload.answer.status;
      this.responseText = JSON.stringify(upload.answer.body);
      this.onload?.();
    }, 10);
  }
}

import { buildAbility } from '../../../src/generated/abilities.js';
import { AppConfigProvider } from '../../../src/web/AppConfigProvider';
import { ComposeForm } from '../../../src/web/screens/notice/compose/ComposeForm';
import { composeDraftKey, readComposeDraft } from '../../../src/web/screens/notice/compose/composeDraftStorage.js';
import { emptyComposeValues, emptyQuestion } from '../../../src/web/screens/notice/compose-model/composeValues.js';
import type { ComposeStart } from '../../../src/web/screens/notice/compose/useComposeStart.js';
import { readRecipientChoice, writeRecipientChoice } from '../../../src/web/screens/messaging/recipient-choice/recipientChoiceStorage.js';
import { abilityUser } from './abilityUsers.js';

const slowStart = 30_000;
// Validation, the stand-in server and antd's animations take more than the default second on a busy 2-core runner.
configure({ asyncUtilTimeout: 5_000 });

function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}

function renderForm(start: ComposeStart) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AbilityProvider value={buildAbility(abilityUser('STAFF'))}>
        <AppConfigProvider>
          <MemoryRouter initialEntries={['/notice/create/content/k1']}>
            <Routes>
              <Route path="/notice/create/content/:key" element={<ComposeForm routeKey="k1" start={start} />} />
              <Route path="*" element={<Where />} />
            </Routes>
          </MemoryRouter>
        </AppConfigProvider>
      </AbilityProvider>
    </QueryClientProvider>,
  );
}

/** A new notice ready to send: two students chosen, a title, a body and a survey with one required question. */
function readyStart(): ComposeStart {
  const choice = { student_ids: [11, 12], notice_is_published: false, filters: {} };
  writeRecipientChoice('k1', choice);
  return {
    choice,
    isPublished: false,
    isPublishedTitle: false,
    values: {
      ...emptyComposeValues(), title: '保護者会のお知らせ', body: '<p>{保護者姓}様</p>',
      survey: { deadline: dayjs().add(10, 'day'), questions: [{ ...emptyQuestion(), question: '出席しますか。', is_required: true, choices: [{ label: '出席' }, { label: '欠席' }] }] },
    },
  };
}

const dataOf = (form: FormData) => JSON.parse(String(form.get('data'))) as Record<string, unknown>;

beforeEach(() => {
  window.localStorage.clear();
  window.scrollTo = vi.fn();
  Element.prototype.scrollIntoView = vi.fn();
  api.requests.length = 0;
  api.refusedHouse = false;
  upload.sent.length = 0;
  upload.headers.length = 0;
  upload.answer = { status: 200, body: { id: 42, status: 'sent', recipient_count: 2, send_at: null, published_at: '2026-05-01T00:00:00Z' } };
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

describe('the content page of the compose wizard', { timeout: slowStart }, () => {
  it('should publish after the confirmation, then forget the wizard and open the notice', async () => {
    renderForm(readyStart());
    fireEvent.click(await screen.findByRole('button', { name: /配信する/ }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('2人の保護者に、今すぐ配信します。よろしいですか？')).toBeTruthy();
    expect(api.requests.find((r) => r.url.pathname.endsWith('/notice-all-schoolhouse-permission'))?.body).toEqual({ schoolhouse_ids: [1, 2] });
    fireEvent.click(within(dialog).getByRole('button', { name: /配信する/ }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/notice/manage/detail/42'));
    expect(upload.headers[0]?.['x-target']).toBe('POST /api/v1/notices');
    const data = dataOf(upload.sent[0]!);
    expect(data).toMatchObject({ title: '保護者会のお知らせ', body: '<p>{保護者姓}様</p>', publish: true, student_ids: [11, 12], send_notification: true, send_at: null });
    expect((data.survey as { questions: unknown[] }).questions).toEqual([{ question: '出席しますか。', description: null, answer_type: 'choose', is_required: true, is_multiple: false, choices: [{ label: '出席' }, { label: '欠席' }] }]);
    expect(readRecipientChoice('k1')).toBeUndefined();
    expect(readComposeDraft(composeDraftKey('k1'))).toBeUndefined();
    expect(await screen.findByText('お知らせを配信しました。')).toBeTruthy();
  });

  it('should save a draft without asking and without the permission check', async () => {
    renderForm(readyStart());
    fireEvent.click(await screen.findByRole('button', { name: /下書き保存/ }, { timeout: 15_000 }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/notice/manage/detail/42'));
    expect(dataOf(upload.sent[0]!).publish).toBe(false);
    expect(api.requests.some((r) => r.url.pathname.endsWith('/notice-all-schoolhouse-permission'))).toBe(false);
  });

  it('should warn and send nothing when a chosen student is in a schoolhouse that may not receive notices', async () => {
    api.refusedHouse = true;
    renderForm(readyStart());
    fireEvent.click(await screen.findByRole('button', { name: /配信する/ }, { timeout: 15_000 }));
    expect((await screen.findAllByText('次の校舎ではお知らせを配信できません：駅前校。配信先を見直してください。')).length).toBeGreaterThan(0);
    expect(upload.sent).toHaveLength(0);
  });

  it('should show the server\'s field errors at the fields and keep the page', async () => {
    upload.answer = {
      status: 400,
      body: { code: 10001, message: '入力内容に誤りがあります。', errors: [
        { field: 'title', message: 'タイトルは100文字以内で入力してください。' },
        { field: 'survey.questions.0.choices', message: '選択肢は20件以内で指定してください。' },
      ] },
    };
    renderForm(readyStart());
    fireEvent.click(await screen.findByRole('button', { name: /下書き保存/ }, { timeout: 15_000 }));
    expect(await screen.findByText('タイトルは100文字以内で入力してください。')).toBeTruthy();
    expect(await screen.findByText('選択肢は20件以内で指定してください。')).toBeTruthy();
    expect(screen.queryByTestId('where')).toBeNull();
    expect(readRecipientChoice('k1')?.student_ids).toEqual([11, 12]);
  });

  it('should refuse to send without a title or a send method, before calling the server', async () => {
    const start = readyStart();
    renderForm({ ...start, values: { ...start.values, title: ' ', methods: [] } });
    fireEvent.click(await screen.findByRole('button', { name: /配信する/ }, { timeout: 15_000 }));
    expect(await screen.findByText('タイトルを入力してください。')).toBeTruthy();
    expect(await screen.findByText('配信方法を1つ以上選択してください。')).toBeTruthy();
    expect(upload.sent).toHaveLength(0);
  });

  it('should refuse to send to nobody, but keep a draft without recipients', async () => {
    const start = readyStart();
    renderForm({ ...start, choice: { ...start.choice!, student_ids: [] } });
    fireEvent.click(await screen.findByRole('button', { name: /配信する/ }, { timeout: 15_000 }));
    expect(await screen.findByText('配信先を1人以上選択してください。')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /下書き保存/ }));
    await waitFor(() => expect(upload.sent).toHaveLength(1));
    expect(dataOf(upload.sent[0]!)).toMatchObject({ publish: false, student_ids: [] });
  });

  it('should keep what is typed in local storage', async () => {
    renderForm(readyStart());
    fireEvent.change(await screen.findByLabelText('タイトル', {}, { timeout: 15_000 }), { target: { value: '変更後のタイトル' } });
    await waitFor(() => expect(readComposeDraft(composeDraftKey('k1'))?.values.title).toBe('変更後のタイトル'));
    expect(readComposeDraft(composeDraftKey('k1'))?.values.survey?.questions[0]?.question).toBe('出席しますか。');
  });

  it('should name the publishing button 「予約する」 when a send time is set', async () => {
    const start = readyStart();
    renderForm({ ...start, values: { ...start.values, send_at: dayjs().add(1, 'day') } });
    expect(await screen.findByRole('button', { name: /予約する/ }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /配信する/ })).toBeNull();
  });
});
