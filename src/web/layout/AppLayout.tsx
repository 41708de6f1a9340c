import { Suspense, useState } from 'react';
import { Drawer, Layout } from 'antd';
import { Outlet, useLocation } from 'react-router';
import { constants } from '../../generated/constants.js';
import { useIsMobile } from '../hooks/useIsMobile.js';
import { useMayOpenLegacy, useLegacyHref } from '../hooks/useSystemInfo.js';
import { PageErrorBoundary } from '../screens/common/PageErrorBoundary';
import { PageLoading } from '../screens/common/PageLoading';
import { AppBreadcrumb } from './AppBreadcrumb';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';
import { ProductLogo } from '../components/ProductLogo';
import { SideMenu } from './SideMenu';

const headerHeight = 59;

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
  const hasLegacyHost = useLegacyHref(useMayOpenLegacy()) !== undefined;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <AppHeader isMobile={isMobile} onMenuClick={isMobile ? () => setDrawerPath(pathname) : undefined} />
      <Layout hasSider={!isMobile}>
        {isMobile ? (
          <Drawer
            placement="left"
            width={constants.sidebarWidthPx + 40}
            open={isDrawerOpen}
            onClose={() => setDrawerPath(undefined)}
            title={<div style={{ minWidth: 0, overflow: 'hidden' }}><ProductLogo size={28} /></div>}
            styles={{ body: { padding: 0 } }}
          >
            <SideMenu hasLegacyHost={hasLegacyHost} />
          </Drawer>
        ) : (
          <Layout.Sider
            width={constants.sidebarWidthPx}
            theme="light"
            style={{
              position: 'sticky', top: headerHeight, height: `calc(100vh - ${headerHeight}px)`, overflowY: 'auto',
              borderInlineEnd: '1px solid rgba(5, 5, 5, 0.06)',
            }}
          >
            <SideMenu hasLegacyHost={hasLegacyHost} />
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
