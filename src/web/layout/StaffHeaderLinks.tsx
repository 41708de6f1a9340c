import { CustomerServiceOutlined, ReadOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { t } from '../i18n/i18n.js';
import { useLegacyHref, useSystemInfo } from '../hooks/useSystemInfo.js';
import { screenById } from '../navigation/screenIndex.js';

/**
 * Opens the external staff manual in a new tab by posting its log-in form with the company code, sub-code and
 * licence code (spec §7). A real form post, as the manual site expects; nothing of it stays in this page.
 */
function postManualForm(options: { url: string; fields: Record<string, string | null> }): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = options.url;
  form.target = '_blank';
  form.rel = 'noopener';
  for (const [name, value] of Object.entries(options.fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value ?? '';
    form.append(input);
  }
  document.body.append(form);
  form.submit();
  form.remove();
}

/** The manual opener for staff, or undefined while loading and when the deployment names no manual site. */
export function useManualOpener(isStaff: boolean): (() => void) | undefined {
  const data = useSystemInfo(isStaff);
  if (!data?.manual_url) return undefined;
  return () => postManualForm({ url: data.manual_url!, fields: data.information });
}

/**
 * Staff only, on a desk screen: the manual (when MANUAL_URL names its site) and support (on the legacy host, when
 * LEGACY_URL names it) links of the header.
 */
export function StaffHeaderLinks(props: { iconsOnly: boolean }) {
  const openManual = useManualOpener(true);
  const legacyHref = useLegacyHref(true);
  const label = (text: string) => (props.iconsOnly ? undefined : text);
  return (
    <>
      {openManual && (
        <Tooltip title={props.iconsOnly ? t('header.manual') : undefined}>
          <Button icon={<ReadOutlined />} aria-label={t('header.manual')} onClick={openManual}>{label(t('header.manual'))}</Button>
        </Tooltip>
      )}
      {legacyHref && (
        <Tooltip title={props.iconsOnly ? t('header.support') : undefined}>
          <Button href={legacyHref(screenById('legacy.support').legacy!)} target="_blank" rel="noopener" icon={<CustomerServiceOutlined />} aria-label={t('header.support')}>
            {label(t('header.support'))}
          </Button>
        </Tooltip>
      )}
    </>
  );
}
