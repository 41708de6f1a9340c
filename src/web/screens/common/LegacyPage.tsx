import { Button, Card, Result } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
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
          icon={<ExportOutlined />}
          title={screenTitle(screen)}
          subTitle={t('common.legacyLink')}
          extra={<Button type="primary" href={href} icon={<ExportOutlined />}>{t('common.openLegacy')}</Button>}
        />
      </Card>
    </>
  );
}
