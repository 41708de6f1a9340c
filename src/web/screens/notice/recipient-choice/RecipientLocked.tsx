import { Button, Result } from 'antd';
import { t } from '../../../i18n/i18n.js';
import { useAreaText } from '../area/useAreaText.js';

/** A published notice's recipients are fixed (spec §2): say so and lead back to the edit page. */
export function RecipientLocked(props: { onBack: () => void }) {
  const at = useAreaText();
  return (
    <Result status="info" title={at('noticeCompose.recipients.locked')} subTitle={at('noticeCompose.recipients.lockedDetail')}
      extra={<Button type="primary" onClick={props.onBack}>{t('noticeCompose.recipients.backToEdit')}</Button>} />
  );
}
