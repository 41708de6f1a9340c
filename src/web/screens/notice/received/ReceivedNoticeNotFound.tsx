import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { t } from '../../../i18n/i18n.js';
import { screenTitle } from '../../../i18n/screenTitle.js';
import { screenById } from '../../../navigation/screenIndex.js';
import { canAccessScreen } from '../../../navigation/screenAccess.js';
import { useAppAbility } from '../../../hooks/useAppAbility.js';
import { useNoticeArea } from '../area/NoticeAreaContext';
import { useAreaText } from '../area/useAreaText.js';

/**
 * Shown for /notice/detail/:id (and its survey page) when the id is not a number or the notice is not the reader's
 * (another family's or another child's, a draft, deleted), with a way back to the reader's own list.
 */
export function ReceivedNoticeNotFound(props: { message?: string }) {
  const ability = useAppAbility();
  const area = useNoticeArea();
  const at = useAreaText();
  const list = screenById(area.receivedList);
  const manage = screenById(area.steps.manage);
  const back = canAccessScreen(ability, list) ? list : canAccessScreen(ability, manage) ? manage : screenById('home.index');
  return (
    <Result
      status="404"
      title={<h1 className="result-title">{t('common.notFound')}</h1>}
      subTitle={props.message ?? at('noticeReceived.notFound')}
      extra={<Link to={back.path}><Button type="primary" size="large">{t('noticeReceived.backTo', { screen: screenTitle(back) })}</Button></Link>}
    />
  );
}
