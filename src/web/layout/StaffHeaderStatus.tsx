import { PrinterOutlined } from '@ant-design/icons';
import { Badge, Button, Tag, Tooltip } from 'antd';
import { useNavigate } from 'react-router';
import { constants } from '../../generated/constants.js';
import { codeLabel } from '../../generated/enums.js';
import { useAppAbility } from '../hooks/useAppAbility.js';
import { useCurrentTerm, usePrintCount } from '../hooks/useHeaderStatus.js';
import { useSystemInfo } from '../hooks/useSystemInfo.js';
import { t } from '../i18n/i18n.js';
import { canAccessScreen } from '../navigation/screenAccess.js';
import { screenById } from '../navigation/screenIndex.js';

/**
 * Staff only: the current term and the print button with the count of documents waiting. The button opens the print
 * status page of the host's legacy system when LEGACY_URL names one (spec §7), else the portal's own print queue
 * (印刷待ち, print.queue); it waits for the system information that tells which.
 */
export function StaffHeaderStatus(props: { isMobile: boolean; iconsOnly: boolean }) {
  const term = useCurrentTerm(true);
  const info = useSystemInfo(true);
  const printQueue = screenById('print.queue');
  const mayOpenQueue = canAccessScreen(useAppAbility(), printQueue);
  const legacyUrl = info?.legacy_url;
  const isShown = info !== undefined && (Boolean(legacyUrl) || mayOpenQueue);
  const printCount = usePrintCount(isShown);
  const navigate = useNavigate();
  const termText = term?.normal_lesson_fiscal_year
    ? `${t('headerStatus.fiscalYear', { year: term.normal_lesson_fiscal_year })} ${codeLabel('lesson_period', term.normal_lesson_period_code)}`
    : undefined;
  const buttonProps = {
    icon: <PrinterOutlined />,
    'aria-label': t('header.print'),
    className: props.isMobile ? 'header-icon-target' : undefined,
    children: props.iconsOnly ? undefined : t('header.print'),
  };
  return (
    <>
      {termText && !props.isMobile && (
        <Tag color="orange" style={{ marginInlineEnd: 0 }}>{`${t('header.currentTerm')}: ${termText}`}</Tag>
      )}
      {isShown && (
        <Tooltip title={t('headerStatus.printWaiting', { count: printCount })}>
          <Badge count={printCount} overflowCount={Number(constants.badgeMax)} size="small">
            {legacyUrl
              ? <Button href={`${legacyUrl}${screenById('legacy.print-status').legacy!}`} {...buttonProps} />
              : (
                // A link (a new tab on a middle click), followed inside the app on a plain click.
                <Button
                  href={`${constants.basePath}${printQueue.path}`}
                  onClick={(event) => {
                    event.preventDefault();
                    navigate(printQueue.path);
                  }}
                  {...buttonProps}
                />
              )}
          </Badge>
        </Tooltip>
      )}
    </>
  );
}
