import { Suspense, useState } from 'react';
import { Layout } from 'antd';
import { Outlet, useLocation } from 'react-router';
import { constants } from '../../generated/constants.js';
import { useIsMobile } from '../hooks/useIsMobile.js';
import { useMayOpenLegacy, useLegacyHref } from '../hooks/useSystemInfo.js';
import { PageErrorBoundary } from '../screens/common/PageErrorBoundary';
import { PageLoading } from '../screens/common/PageLoading';
import { AppBreadcrumb } from './AppBreadcrumb';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';
import { lazyNamed } from '../components/lazyNamed.js';

const headerHeight = 59;

// The side menu (antd Menu) and the phone's drawer load on their own: a phone opens a page without them and loads them
// on the first tap on the menu button (issue 9); a wider window loads the menu at once for its fixed side bar.
const SideMenu = lazyNamed(() => import('./SideMenu'), 'SideMenu');
const MenuDrawer = lazyNamed(() => import('./MenuDrawer'), 'MenuDrawer');

/**
 * The signed-in frame: header, a 210 px side bar forced open on desktop (a drawer under 1024 px that
 * closes on every route change), breadcrumbs, the page, and the copyright footer.
 */
export function AppLayout() {
  const isMobile = useIsMobile();
  const { pathname } = useLocation();
  // The drawer is open only for the path it was opened on, so any navigation closes it.
  const [drawerPath, setDrawerPath] = useState<string | undefined>();
  const isDrawerOpen = isMobile && drawerPath === pathname;
  // Mounted from the first opening on, so that it can animate closed and open again.
  const [hasDrawer, setHasDrawer] = useState(false);
  const openDrawer = () => {
    setHasDrawer(true);
    setDrawerPath(pathname);
  };
  const hasLegacyHost = useLegacyHref(useMayOpenLegacy()) !== undefined;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <AppHeader isMobile={isMobile} onMenuClick={isMobile ? openDrawer : undefined} />
      <Layout hasSider={!isMobile}>
        {isMobile ? (
          hasDrawer && (
            <Suspense fallback={null}>
              <MenuDrawer open={isDrawerOpen} onClose={() => setDrawerPath(undefined)} hasLegacyHost={hasLegacyHost} />
            </Suspense>
          )
        ) : (
          <Layout.Sider
            width={constants.sidebarWidthPx}
            theme="light"
            style={{
              position: 'sticky', top: headerHeight, height: `calc(100vh - ${headerHeight}px)`, overflowY: 'auto',
              borderInlineEnd: '1px solid rgba(5, 5, 5, 0.06)',
            }}
          >
            <Suspense fallback={null}>
              <SideMenu hasLegacyHost={hasLegacyHost} />
            </Suspense>
          </Layout.Sider>
        )}
        <Layout>
          <Layout.Content style={{ padding: isMobile ? 12 : 24, minWidth: 0 }}>
            <AppBreadcrumb />
            <PageErrorBoundary resetKey={pathname}>
              <Suspense fallback={<PageLoading />}>
                <Outlet />
              </Suspense>
            </PageErrorBoundary>
          </Layout.Content>
          <AppFooter />
        </Layout>
      </Layout>
    </Layout>
  );
}
