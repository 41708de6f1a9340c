import { SmileOutlined } from '@ant-design/icons';
import { Card, Result } from 'antd';
import { t } from '../../i18n/i18n.js';
import { constants } from '../../../generated/constants.js';

/** The home page when no card has anything to show (e.g. notices are not used at the user's schoolhouses). */
export function HomeEmptyState() {
  return (
    <Card>
      <Result icon={<SmileOutlined style={{ color: constants.primaryColor }} />} title={t('homePage.nothingToShow')} subTitle={t('homePage.nothingToShowDetail')} />
    </Card>
  );
}
