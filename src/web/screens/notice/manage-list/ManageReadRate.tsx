import { Progress, Typography } from 'antd';
import { t } from '../../../i18n/i18n.js';

/** The read rate of a sent notice: 「12/30」, a bar and the percent (read / recipients). */
export function ManageReadRate(props: { read: number; total: number }) {
  const percent = props.total > 0 ? Math.round((props.read / props.total) * 100) : 0;
  return (
    <div style={{ minWidth: 96 }}>
      <Typography.Text style={{ fontVariantNumeric: 'tabular-nums' }}>{t('noticeCompose.manage.readOf', { read: props.read, total: props.total })}</Typography.Text>
      <Progress percent={percent} size="small" style={{ margin: 0 }} aria-label={t('noticeCompose.manage.read')} />
    </div>
  );
}
