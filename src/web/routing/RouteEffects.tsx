import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { documentTitle } from '../i18n/screenTitle.js';
import { findScreen } from '../navigation/findScreen.js';

/** On every navigation: scroll to the top and name the tab after the screen (spec §2). */
export function RouteEffects() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
    document.title = documentTitle(findScreen(pathname)?.screen);
  }, [pathname]);
  return null;
}
