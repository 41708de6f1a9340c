// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react';
import { describe, expect, it } from 'vitest';
import { AppConfigProvider } from '../../../src/web/AppConfigProvider';
import * as stories from '../../../stories/contact/ContactThread.stories';

/** The thread of a contact as its story renders it: what staff and the family each see of the same exchange. */
const { AsStaff, AsFamily } = composeStories(stories);

const bubbleOf = (text: string) => screen.getByText(text, { exact: false }).closest('[data-comment-id]') as HTMLElement | null;

describe('a contact\'s thread', () => {
  it('should show staff the first message, its attachment and the replies oldest first, a withdrawn one greyed with 取り消し済み', () => {
    render(<AsStaff />, { wrapper: AppConfigProvider });
    expect(screen.getByText('来週の振替授業について')).toBeTruthy();
    expect(screen.getByText('行事予定.pdf')).toBeTruthy();
    const texts = [...document.querySelectorAll('[data-comment-id]')].map((el) => el.getAttribute('data-comment-id'));
    expect(texts).toEqual(['11', '12', '13']);
    expect(within(bubbleOf('木曜日でもよろしいでしょうか。')!).getByText('取り消し済み')).toBeTruthy();
    expect(screen.queryByText('このメッセージは取り消されました')).toBeNull();
    expect(within(bubbleOf('大翔さんの欠席のご連絡')!).getByText('既読')).toBeTruthy();
  });

  it('should show the family that a message was withdrawn without its text, and offer 取り消す on their own contact', () => {
    render(<AsFamily />, { wrapper: AppConfigProvider });
    expect(screen.getByText('このメッセージは取り消されました')).toBeTruthy();
    expect(screen.queryByText('木曜日でもよろしいでしょうか。')).toBeNull();
    expect(screen.queryByText('取り消し済み')).toBeNull();
    expect(screen.getAllByRole('button', { name: /取り消す/ }).length).toBeGreaterThan(0);
  });
});
