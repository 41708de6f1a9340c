import type { Meta, StoryObj } from '@storybook/react-vite';
import { AbilityProvider } from '@casl/react';
import { MemoryRouter } from 'react-router';
import { buildAbility, featureSettings, type RoleName } from '../../src/generated/abilities.js';
import { SideMenu } from '../../src/web/layout/SideMenu';

const allFeatures = featureSettings.map((f) => f.name);

/** The side bar as one role sees it with every feature setting on. */
function MenuAs({ role, path }: { role: RoleName; path: string }) {
  const ability = buildAbility({ role, companyId: 1, userId: 1, schoolhouseIds: [1], protectorId: 1, teacherId: 1, studentIds: [1], features: allFeatures, optionValues: {}, isInvoiceActive: true });
  return (
    <MemoryRouter initialEntries={[path]}>
      <AbilityProvider value={ability}>
        <div style={{ width: 210, background: '#fff' }}>
          <SideMenu />
        </div>
      </AbilityProvider>
    </MemoryRouter>
  );
}

const meta: Meta<typeof MenuAs> = {
  title: 'Web/サイドメニュー',
  component: MenuAs,
};
export default meta;

type Story = StoryObj<typeof MenuAs>;

export const Staff: Story = { args: { role: 'STAFF', path: '/notice/tag-manage' } };
export const Teacher: Story = { args: { role: 'TEACHER', path: '/home' } };
export const Guardian: Story = { args: { role: 'PROTECTOR', path: '/home' } };
