import dayjs from 'dayjs';
import { t } from '../../../i18n/i18n.js';

/** A date and time on two lines (2026年07月01日 / 10:00), which keeps the table's columns narrow. */
export function ManageDateTime(props: { at: string }) {
  const at = dayjs(props.at);
  return (
    <span style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
      {at.format(t('web.dateFormat'))}<br />{at.format('HH:mm')}
    </span>
  );
}
