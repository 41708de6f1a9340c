import { PrinterOutlined } from '@ant-design/icons';
import { Badge, Button, Tag, Tooltip } from 'antd';
import { constants } from '../../generated/constants.js';
import { codeLabel } from '../../generated/enums.js';
import { useCurrentTerm, usePrintCount } from '../hooks/useHeaderStatus.js';
import { useLegacyHref } from '../hooks/useSystemInfo.js';
import { t } from '../i18n/i18n.js';
import { screenById } from '../navigation/screenIndex.js';

/**
 * Staff only: the current term and the print-document button with the count of documents waiting (the print status
 * page is on the legacy host: without one the button is hidden).
 */
export function StaffHeaderStatus(props: { isMobile: boolean; iconsOnly: boolean }) {
  const term = useCurrentTerm(true);
  const legacyHref = useLegacyHref(true);
  const printCount = usePrintCount(legacyHref !== undefined);
  const printStatus = screenById('legacy.print-status');
  const termText = term?.normal_lesson_fiscal_year
    ? `${t('headerStatus.fiscalYear', { year: term.normal_lesson_fiscal_year })} ${codeLabel('lesson_period', term.normal_lesson_period_code)}`
    : undefined;
  return (
    <>
      {termText && !props.isMobile && (
        <Tag color="orange" style={{ marginInlineEnd: 0 }}>{`${t('header.currentTerm')}: ${termText}`}</Tag>
      )}
      {legacyHref && (
        <Tooltip title={t('headerStatus.printWaiting', { count: printCount })}>
          <Badge count={printCount} overflowCount={Number(constants.badgeMax)} size="small">
            <Button
              href={legacyHref(printStatus.legacy!)} icon={<PrinterOutlined />} aria-label={t('header.print')}
              className={props.isMobile ? 'header-icon-target' : undefined}
            >
              {props.iconsOnly ? undefined : t('header.print')}
            </Button>
          </Badge>
        </Tooltip>
      )}
    </>
  );
}
