import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { screenById } from '../../../navigation/screenIndex.js';
import { useNoticeArea } from '../area/NoticeAreaContext';
import { useAreaText } from '../area/useAreaText.js';

/** Shown for a manage-detail address whose id is not a number, or a notice that does not exist (any more). */
export function NoticeNotFound(props: { message?: string }) {
  const at = useAreaText();
  return (
    <Result
      status="404"
      title={<h1 className="result-title">404</h1>}
      subTitle={props.message ?? at('noticeManage.notFound')}
      extra={<Link to={screenById(useNoticeArea().steps.manage).path}><Button type="primary">{at('noticeManage.backToList')}</Button></Link>}
    />
  );
}
