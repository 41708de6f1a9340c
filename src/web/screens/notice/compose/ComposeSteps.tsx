import { Steps } from 'antd';
import { t } from '../../../i18n/i18n.js';

/** Where the user is in the wizard: 1 配信先選択, 2 内容入力. */
export function ComposeSteps(props: { current: 0 | 1 }) {
  return (
    <Steps size="small" current={props.current} responsive={false} style={{ marginBottom: 16, maxWidth: 480 }}
      items={[{ title: t('screen.notice.chooseRecipients') }, { title: t('screen.notice.content') }]} />
  );
}
