import { Card, Result } from 'antd';
import { CalendarOutlined } from '@ant-design/icons';
import { constants } from '../../../generated/constants.js';
import { t } from '../../i18n/i18n.js';
import { screenTitle } from '../../i18n/screenTitle.js';
import { PageHeader } from '../common/PageHeader';
import type { ScreenProps } from '../screenProps.js';

/**
 * 通常枠一括削除 (maintenance): normal lesson frames come with the lesson schedule; until the portal has them there is
 * nothing to delete, and the screen says so (issue 10) instead of offering a deletion that cannot find anything.
 */
export function NormalFrameBulkDelete({ screen }: ScreenProps) {
  return (
    <>
      <PageHeader title={screenTitle(screen)} />
      <Card>
        <Result icon={<CalendarOutlined style={{ color: constants.primaryColor }} />} title={t('normalFrame.title')} subTitle={t('normalFrame.body')} />
      </Card>
    </>
  );
}
