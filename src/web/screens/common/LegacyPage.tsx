import { Button, Card, Result } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { constants } from '../../../generated/constants.js';
import { t } from '../../i18n/i18n.js';
import { screenTitle } from '../../i18n/screenTitle.js';
import type { ScreenProps } from '../screenProps.js';
import { PageHeader } from './PageHeader';

/** A menu entry that lives in the host's legacy system: explains it and links there. */
export function LegacyPage({ screen }: ScreenProps) {
  const href = new URL(screen.legacy ?? '/', window.location.origin).href;
  return (
    <>
      <PageHeader title={screenTitle(screen)} />
      <Card>
        <Result
          icon={<ExportOutlined style={{ color: constants.primaryColor }} />}
          title={screenTitle(screen)}
          subTitle={t('common.legacyLink')}
          extra={<Button type="primary" href={href} icon={<ExportOutlined />}>{t('common.openLegacy')}</Button>}
        />
      </Card>
    </>
  );
}
