// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AbilityProvider } from '@casl/react';
import { MemoryRouter } from 'react-router';
import type { RoleName } from '../../../src/generated/abilities.js';
import { screens } from '../../../src/generated/routes.js';
import { screenTitle } from '../../../src/web/i18n/screenTitle.js';
import { AppConfigProvider } from '../../../src/web/AppConfigProvider';
import { buildMenu, menuLinks } from '../../../src/web/layout/buildMenu.js';
import { SideMenu } from '../../../src/web/layout/SideMenu';
import { abilityOfRole, allFeatures, featuresWithout } from './abilityUsers.js';

// The first render of a file loads antd and the lazy chunks cold; on a busy 2-core runner that takes seconds.
const slowStart = 30_000;

const labelsFor = (role: RoleName, features: readonly string[]) => menuLinks(buildMenu(abilityOfRole(role, features))).map((l) => l.label);

describe('side-bar menu from the model', { timeout: slowStart }, () => {
  const cases: Array<[string, RoleName, readonly string[], string, boolean]> = [
    ['should show タグ管理 to staff with ALLOW_USE_NOTICE', 'STAFF', allFeatures, 'タグ管理', true],
    ['should hide タグ管理 from staff without ALLOW_USE_NOTICE', 'STAFF', featuresWithout('ALLOW_USE_NOTICE'), 'タグ管理', false],
    ['should hide タグ管理 from a guardian without ALLOW_USE_NOTICE', 'PROTECTOR', featuresWithout('ALLOW_USE_NOTICE'), 'タグ管理', false],
    ['should hide タグ管理 from a guardian even with ALLOW_USE_NOTICE', 'PROTECTOR', allFeatures, 'タグ管理', false],
    ['should show お知らせ一覧 to a guardian with ALLOW_USE_NOTICE', 'PROTECTOR', allFeatures, 'お知らせ一覧', true],
    ['should hide お知らせ一覧 from a guardian without ALLOW_USE_NOTICE', 'PROTECTOR', featuresWithout('ALLOW_USE_NOTICE'), 'お知らせ一覧', false],
  ];
  it.each(cases)('%s', (_name, role, features, label, isShown) => {
    expect(labelsFor(role, features).includes(label)).toBe(isShown);
  });

  it('should leave out the legacy entries, and the classroom group they alone fill, when there is no legacy host', () => {
    const legacyTitles = screens.filter((s) => s.legacy && s.menu && !s.isHidden).map((s) => screenTitle(s));
    expect(legacyTitles.length).toBeGreaterThan(0);
    const withHost = menuLinks(buildMenu(abilityOfRole('STAFF', allFeatures))).map((l) => l.label);
    const alone = menuLinks(buildMenu(abilityOfRole('STAFF', allFeatures), { hasLegacyHost: false })).map((l) => l.label);
    expect(legacyTitles.every((title) => withHost.includes(title))).toBe(true);
    expect(alone.filter((label) => legacyTitles.includes(label))).toEqual([]);
    expect(alone).toContain('タグ管理');
  });

  it('should order groups as menus.yaml does and drop empty ones', () => {
    const groups = buildMenu(abilityOfRole('PROTECTOR', featuresWithout('ALLOW_USE_NOTICE'))).map((g) => g.label);
    expect(groups[0]).toBe('ホーム');
    expect(groups).not.toContain('お知らせ');
    expect(groups).not.toContain('システム設定');
  });

  it('should render タグ管理 as a link for staff', () => {
    render(
      <MemoryRouter initialEntries={['/notice/tag-manage']}>
        <AbilityProvider value={abilityOfRole('STAFF')}>
          <SideMenu />
        </AbilityProvider>
      </MemoryRouter>,
      { wrapper: AppConfigProvider },
    );
    const link = screen.getByRole('link', { name: 'タグ管理' });
    expect(link.getAttribute('href')).toBe('/notice/tag-manage');
  });

  it('should not render タグ管理 for a guardian', () => {
    render(
      <MemoryRouter initialEntries={['/home']}>
        <AbilityProvider value={abilityOfRole('PROTECTOR', featuresWithout('ALLOW_USE_NOTICE'))}>
          <SideMenu />
        </AbilityProvider>
      </MemoryRouter>,
      { wrapper: AppConfigProvider },
    );
    expect(screen.getByRole('link', { name: 'ホーム' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'タグ管理' })).toBeNull();
  });
});
