// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorCatalogue } from '../../../src/generated/errors.js';
import { registerMessageApi } from '../../../src/web/feedback/showErrorMessage.js';
import { useApiMutation, useApiQuery } from '../../../src/web/kit';

/**
 * The kit's typed API hooks (src/web/kit): a read sends the operation's parameters and hands over its typed answer; a
 * failed write puts the field errors of the form's fields under them and shows anything else once.
 */
const requests: Array<{ method: string; url: string; body: unknown }> = [];
let answer: (request: Request) => Response = () => json(200, {});
const shown: string[] = [];
const closers: Array<() => void> = [];

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

beforeEach(() => {
  requests.length = 0;
  shown.length = 0;
  globalThis.fetch = async (input: RequestInfo | URL) => {
    const request = input as Request;
    const url = new URL(request.url);
    requests.push({ method: request.method, url: `${url.pathname}${url.search}`, body: await request.clone().json().catch(() => undefined) });
    return answer(request);
  };
  // A stand-in for antd's message API: records each text shown.
  registerMessageApi({
    error: ((config: { content: string; onClose?: () => void }) => {
      shown.push(config.content);
      if (config.onClose) closers.push(config.onClose);
      return Promise.resolve(true);
    }) as never,
  });
});
afterEach(() => {
  // Close the messages, so that the next test may show the same text again.
  closers.splice(0).forEach((close) => close());
});

function wrapper({ children }: { children?: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

function NotificationTitles() {
  const list = useApiQuery('/api/v1/notifications', { params: { query: { page: 2, limit: 20 } } });
  if (list.error) return <p>{list.error.message}</p>;
  return <ul>{list.data?.data.map((n) => <li key={n.id}>{n.title}</li>)}</ul>;
}

function PrintRequestForm(props: { onReady: (save: () => void) => void }) {
  const save = useApiMutation('post', '/api/v1/notifications/read', { formFields: ['notification_ids'] });
  props.onReady(() => save.mutate({ body: { notification_ids: [7] } }));
  return (
    <>
      {save.isError && <p>{`failed: ${save.error.status}`}</p>}
      <ul>{save.fieldErrors.map((e) => <li key={e.field}>{`${e.field}: ${e.message}`}</li>)}</ul>
    </>
  );
}

describe('the kit API hooks', { timeout: 30_000 }, () => {
  it('should send a read with its typed parameters through the API client and show its answer', async () => {
    answer = () => json(200, { data: [{ id: 1, title: '面談日程のお知らせ', is_read: false, created_at: '2026-12-01T10:00:00+09:00' }], total: 21, page: 2, limit: 20 });
    render(<NotificationTitles />, { wrapper });
    expect(await screen.findByText('面談日程のお知らせ')).toBeTruthy();
    expect(requests).toEqual([{ method: 'GET', url: '/api/v1/notifications?page=2&limit=20', body: undefined }]);
  });

  it('should hand a failed read its catalogue message', async () => {
    const { code, message } = errorCatalogue.NOT_FOUND;
    answer = () => json(404, { code, message });
    render(<NotificationTitles />, { wrapper });
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('should put a field error of the form under its field and show the other error once', async () => {
    answer = () => json(400, {
      code: errorCatalogue.VALIDATION_FAILED.code,
      message: errorCatalogue.VALIDATION_FAILED.message,
      errors: [{ field: 'notification_ids', message: '通知を選択してください。' }, { field: 'elsewhere', message: '対象のデータは変更または削除されています。' }],
    });
    let save = () => {};
    render(<PrintRequestForm onReady={(s) => { save = s; }} />, { wrapper });
    act(() => save());
    expect(await screen.findByText('notification_ids: 通知を選択してください。')).toBeTruthy();
    expect(shown).toEqual(['対象のデータは変更または削除されています。']);
    expect(requests.map((r) => r.body)).toEqual([{ notification_ids: [7] }]);
  });

  it('should show an error the API client also shows (browser: [show]) once, and put nothing under the fields', async () => {
    const { code, message } = errorCatalogue.SWITCH_USER_NO_ACCESS;
    answer = () => json(403, { code, message });
    let save = () => {};
    render(<PrintRequestForm onReady={(s) => { save = s; }} />, { wrapper });
    act(() => save());
    await waitFor(() => expect(shown).toEqual([message]));
    expect(screen.queryAllByRole('listitem')).toEqual([]);
  });

  it('should show nothing over the page for an answer that signs out (the log-in page says why)', async () => {
    const { code, message } = errorCatalogue.UNAUTHENTICATED;
    answer = () => json(401, { code, message });
    let save = () => {};
    render(<PrintRequestForm onReady={(s) => { save = s; }} />, { wrapper });
    act(() => save());
    expect(await screen.findByText('failed: 401')).toBeTruthy();
    expect(shown).toEqual([]);
  });
});
