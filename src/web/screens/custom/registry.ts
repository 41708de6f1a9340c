import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyNamed } from '../../routing/lazyNamed.js';
import type { ScreenProps } from '../screenProps.js';

/**
 * Hand-written screens, by the `component:` name a screen declares in model/screens (the generator
 * checks that src/web/screens/custom/<Name>.tsx exists). Register each lazily so it gets its own chunk:
 *   NoticeManage: lazyNamed(() => import('./NoticeManage'), 'NoticeManage'),
 */
export const customScreens: Readonly<Record<string, LazyExoticComponent<ComponentType<ScreenProps>>>> = {
  ChangePassword: lazyNamed(() => import('./ChangePassword'), 'ChangePassword'),
  PersonalInformation: lazyNamed(() => import('./PersonalInformation'), 'PersonalInformation'),
  PermissionSettings: lazyNamed(() => import('./PermissionSettings'), 'PermissionSettings'),
  ChooseUser: lazyNamed(() => import('./ChooseUser'), 'ChooseUser'),
  NotificationList: lazyNamed(() => import('./NotificationList'), 'NotificationList'),
};
