import { Fragment } from 'react';
import { Link, useLocation } from 'react-router';
import { useAppAbility } from '../hooks/useAppAbility.js';
import { canAccessScreen } from '../navigation/screenAccess.js';
import { breadcrumbItems } from './breadcrumbItems.js';
import styles from './AppBreadcrumb.module.css';

/**
 * Breadcrumbs of the current page from the model's `parent` chain: antd's Breadcrumb markup (a list in a nav, "/"
 * hidden from screen readers) without antd's component, which would load Dropdown and Menu with every page.
 */
export function AppBreadcrumb() {
  const { pathname } = useLocation();
  const ability = useAppAbility();
  const crumbs = breadcrumbItems(pathname, (screen) => canAccessScreen(ability, screen));
  if (crumbs.length === 0) return null;
  return (
    <nav className={styles.breadcrumb}>
      <ol className={styles.list}>
        {crumbs.map((c, i) => (
          <Fragment key={c.key}>
            {i > 0 && <li className={styles.separator} aria-hidden="true">/</li>}
            <li className={styles.item}>{c.path ? <Link className={styles.link} to={c.path}>{c.title}</Link> : c.title}</li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
