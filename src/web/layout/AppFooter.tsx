import { Layout } from 'antd';
import { constants } from '../../generated/constants.js';
import { t } from '../i18n/i18n.js';

/** The copyright line: from the model's first year to this year. */
export function AppFooter() {
  return (
    <Layout.Footer style={{ textAlign: 'center', fontSize: 12, color: 'rgba(0, 0, 0, 0.6)', padding: '12px 24px', background: 'transparent' }}>
      {t('app.copyright', { from: constants.copyrightFromYear, to: new Date().getFullYear() })}
    </Layout.Footer>
  );
}
