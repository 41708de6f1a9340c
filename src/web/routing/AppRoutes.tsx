import { Navigate, Route, Routes } from 'react-router';
import { navigation } from '../../generated/navigation.js';
import { screens } from '../../generated/routes.js';
import { AuthenticatedShell, ScreenElement, StartRedirect } from './lazyPages.js';
import { screenById } from '../navigation/screenIndex.js';

const signedInScreens = screens.filter((s) => !s.isPublic);

/**
 * The signed-in routes of the portal, from the screens of routes.ts, inside the auth guard and the portal layout;
 * "/" goes to the start page, unknown paths home. (The public screens are App's, outside Refine.)
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AuthenticatedShell />}>
        <Route index element={<StartRedirect />} />
        {signedInScreens.map((s) => (
          <Route key={s.id} path={s.path} element={<ScreenElement key={s.id} screen={s} />} />
        ))}
        <Route path="*" element={<Navigate to={screenById(navigation.fallback).path} replace />} />
      </Route>
    </Routes>
  );
}
