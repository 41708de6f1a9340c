import { Skeleton } from 'antd';
import { t } from '../i18n/i18n.js';

/**
 * What a list shows in place of its empty text while its rows are loading: a list says it is empty (データがありません。)
 * only once an answer says so, never under the spinner of its first request.
 */
export function ListLoading() {
  return (
    <div role="status" aria-label={t('common.loading')} aria-busy="true" style={{ padding: '8px 0', textAlign: 'start' }}>
      <Skeleton active title={false} paragraph={{ rows: 3 }} />
    </div>
  );
}
