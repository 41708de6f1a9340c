import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContactThread } from '../../src/web/screens/contact/thread/ContactThread';
import { KitStory } from '../fixtures/KitStory';
import { familyThread, staffThread } from './contactThreads';

/**
 * A contact's thread (/contact/detail/:id) over in-memory threads: the first message with its attachment, then the
 * comments as chat bubbles, the caller's side right; 既読 under the caller's last message; withdrawn messages greyed
 * with 取り消し済み for the school, blanked to 「このメッセージは取り消されました」 for the family.
 */
const meta: Meta<typeof ContactThread> = {
  title: 'Contact/やりとり',
  component: ContactThread,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <KitStory path="/contact/detail/1"><div style={{ padding: 24, maxWidth: 880 }}><Story /></div></KitStory>],
};
export default meta;

type Story = StoryObj<typeof ContactThread>;

export const AsStaff: Story = { args: { contact: staffThread } };
// Withdrawing is the page's (a confirm, then DELETE): the story only offers the buttons.
const offerWithdraw = { onWithdrawContact: () => undefined, onWithdrawComment: () => undefined };

export const AsFamily: Story = { args: { contact: familyThread, actions: offerWithdraw } };
