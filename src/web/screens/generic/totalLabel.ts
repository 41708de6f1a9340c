import { t } from '../../i18n/i18n.js';

/** 「全20件」; for a list the server stopped counting at its cap (total_is_capped) 「10,000件以上」. */
export function totalLabel(total: number, isCapped: boolean): string {
  return isCapped ? t('common.totalAtLeast', { total: total.toLocaleString('ja-JP') }) : t('common.total', { total });
}
