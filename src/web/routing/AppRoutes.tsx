import { Navigate, Route, Routes } from 'react-router';
import { navigation } from '../../generated/navigation.js';
import { screens } from '../../generated/routes.js';
import { AuthenticatedShell, ScreenElement, StartRedirect } from './lazyPages.js';
import { PublicScreenElement } from './PublicScreenElement';
import { screenById } from '../navigation/screenIndex.js';

const publicScreens = screens.filter((s) => s.isPublic);
const signedInScreens = screens.filter((s) => !s.isPublic);

/**
 * Every route of the portal, from the screens of routes.ts: public screens outside the guard, all
 * others inside the auth guard and the portal layout; "/" goes to the start page, unknown paths home.
 */
export function AppRoutes() {
  return (
    <Routes>
      {publicScreens.map((s) => (
        <Route key={s.id} path={s.path} element={<PublicScreenElement key={s.id} screen={s} />} />
      ))}
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
