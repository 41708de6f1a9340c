// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';

// openapi-fetch takes fetch and Request when its client module loads: install the fake API first.
vi.hoisted(async () => {
  const { installFakeFetch } = await import('./installFakeFetch.js');
  installFakeFetch();
});

import { App } from '../../../src/web/App';
import { forgetCurrentUser } from '../../../src/web/providers/currentUser.js';
import { clearSession, saveSession } from '../../../src/web/session/session.js';
import { pageLocation } from '../../../src/web/session/pageLocation.js';
import { resetFakeApi, setFakeAnswer } from './fakeApi.js';

/**
 * /choose-user (issue 17 item 8): tapping the child already acted as asked to switch to them, then opened お知らせ一覧.
 * It opens the start page (home) without a question; another child is still switched to after the question.
 */
const slowStart = 120_000;
const child = (id: number, name: string, isOwner: boolean) => ({
  id, t_protector_page_id: id, name, abbreviation: name.slice(-1), countNotification: 0, name_kanji: name, schoolyear_name: '小学4年',
  teacher_number: null, schoolhouse: { id: 1, schoolhouse_name: '本町校' }, is_owner: isOwner,
});

beforeEach(() => {
  window.scrollTo = vi.fn();
  clearSession();
  forgetCurrentUser();
  resetFakeApi();
  // The guardian of the fake API (protector 5) acts for their first child, 山田 太郎.
  setFakeAnswer('/api/v1/auth-search/protectors/5/related-students', { owner_id: 31, header: 'Spx-Switch-Protector', data: [child(31, '山田 太郎', true), child(32, '山田 花子', false)] });
});

async function openChooseUser() {
  saveSession({ token: 'token-guardian', role: 'PROTECTOR', exp: Math.floor(Date.now() / 1000) + 3600 });
  window.history.pushState({}, '', '/communication/choose-user');
  render(<App />);
  const main = await screen.findByRole('main', {}, { timeout: 60_000 });
  await within(main).findByRole('button', { name: '山田 太郎' }, { timeout: 60_000 });
  return within(main);
}

describe('choosing whom to act as', { timeout: slowStart }, () => {
  it('should open home without a question when the child already chosen is tapped', async () => {
    const assign = vi.spyOn(pageLocation, 'assign').mockImplementation(() => undefined);
    fireEvent.click((await openChooseUser()).getByRole('button', { name: '山田 太郎' }));
    await waitFor(() => expect(window.location.pathname).toBe('/communication/home'), { timeout: 30_000 });
    expect(screen.queryByText('「山田 太郎」に切り替えます。よろしいですか？')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('should still ask before switching to another child', async () => {
    fireEvent.click((await openChooseUser()).getByRole('button', { name: '山田 花子' }));
    expect((await screen.findAllByText('「山田 花子」に切り替えます。よろしいですか？', {}, { timeout: 30_000 })).length).toBeGreaterThan(0);
    expect(window.location.pathname).toBe('/communication/choose-user');
  });
});
