import { Button, Result } from 'antd';
import { t } from '../i18n/i18n.js';

/** The current user could not be loaded: the server's message and a retry (its own chunk: antd Result is large). */
export function IdentityFailed(props: { message?: string; onRetry: () => void }) {
  return (
    <Result
      status="error"
      title={<h1 className="result-title">{t('web.identityFailed')}</h1>}
      subTitle={props.message}
      extra={<Button type="primary" onClick={props.onRetry}>{t('web.retry')}</Button>}
    />
  );
}
