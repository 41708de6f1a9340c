import { Button, Card, Result } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { constants } from '../../../generated/constants.js';
import { useMayOpenLegacy, useLegacyHref } from '../../hooks/useSystemInfo.js';
import { t } from '../../i18n/i18n.js';
import { screenTitle } from '../../i18n/screenTitle.js';
import type { ScreenProps } from '../screenProps.js';
import { PageHeader } from './PageHeader';

/**
 * A menu entry that lives in the host's legacy system: explains it and links there; when the portal runs on its own
 * (no LEGACY_URL), it says the page is not available here (the menu does not offer it then, but a bookmark may).
 */
export function LegacyPage({ screen }: ScreenProps) {
  const legacyHref = useLegacyHref(useMayOpenLegacy());
  return (
    <>
      <PageHeader title={screenTitle(screen)} />
      <Card>
        <Result
          icon={<ExportOutlined style={{ color: constants.primaryColor }} />}
          title={screenTitle(screen)}
          subTitle={legacyHref ? t('common.legacyLink') : t('common.legacyNotConfigured')}
          extra={legacyHref && <Button type="primary" href={legacyHref(screen.legacy ?? '/')} icon={<ExportOutlined />}>{t('common.openLegacy')}</Button>}
        />
      </Card>
    </>
  );
}
