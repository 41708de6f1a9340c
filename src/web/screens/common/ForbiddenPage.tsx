import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { t } from '../../i18n/i18n.js';
import { screenById } from '../../navigation/screenIndex.js';

/** Shown instead of a screen the user may not open. */
export function ForbiddenPage() {
  return (
    <Result
      status="403"
      title={<h1 className="result-title">403</h1>}
      subTitle={t('common.noPermission')}
      extra={<Link to={screenById('home.index').path}><Button type="primary">{t('common.toHome')}</Button></Link>}
    />
  );
}
