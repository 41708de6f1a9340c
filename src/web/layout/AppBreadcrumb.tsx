import { Breadcrumb } from 'antd';
import { Link, useLocation } from 'react-router';
import { breadcrumbItems } from './breadcrumbItems.js';

/** Breadcrumbs of the current page from the model's `parent` chain. */
export function AppBreadcrumb() {
  const { pathname } = useLocation();
  const crumbs = breadcrumbItems(pathname);
  if (crumbs.length === 0) return null;
  return (
    <Breadcrumb
      style={{ marginBottom: 12 }}
      items={crumbs.map((c) => ({ key: c.key, title: c.path ? <Link to={c.path}>{c.title}</Link> : c.title }))}
    />
  );
}
