import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { screenPath, t } from '../../../kit';

/** A thread that does not exist or that the caller may not read: the page says so and leads back to the list. */
export function ContactNotFound(props: { message?: string }) {
  return (
    <Result status="404" title={props.message ?? t('contact.detail.notFound')}
      extra={<Link to={screenPath('contact.list')}><Button type="primary">{t('contact.detail.backToList')}</Button></Link>} />
  );
}
