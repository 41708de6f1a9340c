import type { ComponentType, LazyExoticComponent } from 'react';
import { Flex } from 'antd';
import type { ScreenRoute } from '../../generated/routes.js';
import { customScreens } from '../../generated/screenComponents.js';
import { LOGIN_SCREEN_ID } from '../navigation/firstPage.js';
import type { ScreenProps } from '../screens/screenProps.js';
import { LoginPage } from './lazyPages.js';
import { ComingSoonPage } from './smallPages.js';

// Pages of the shell itself, by screen id: the login page belongs to the app, not to a feature area.
const shellPages: Readonly<Record<string, LazyExoticComponent<ComponentType<ScreenProps>>>> = {
  [LOGIN_SCREEN_ID]: LoginPage,
};

/** A screen open without sign-in (login, the inquiry form...), outside the portal layout. */
export function PublicScreenElement({ screen }: { screen: ScreenRoute }) {
  const Page = shellPages[screen.id] ?? (screen.component ? customScreens[screen.component] : undefined);
  if (Page) return <Page screen={screen} />;
  return (
    <Flex vertical style={{ maxWidth: 960, margin: '0 auto', padding: 24 }}>
      <ComingSoonPage screen={screen} />
    </Flex>
  );
}
