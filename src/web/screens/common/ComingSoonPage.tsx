import { Card, Result } from 'antd';
import { ToolOutlined } from '@ant-design/icons';
import { constants } from '../../../generated/constants.js';
import { t } from '../../i18n/i18n.js';
import { screenTitle } from '../../i18n/screenTitle.js';
import type { ScreenProps } from '../screenProps.js';
import { PageHeader } from './PageHeader';

/** A screen of the model that has no implementation yet (no entity, component or redirect). */
export function ComingSoonPage({ screen }: ScreenProps) {
  return (
    <>
      <PageHeader title={screenTitle(screen)} />
      <Card>
        <Result icon={<ToolOutlined style={{ color: constants.primaryColor }} />} title={t('common.comingSoon')} subTitle={t('common.comingSoonBody')} />
      </Card>
    </>
  );
}
