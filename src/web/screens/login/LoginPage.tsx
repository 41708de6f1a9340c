import { useState } from 'react';
import { Alert, Button, Flex, Form, Input } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { constants } from '../../../generated/constants.js';
import { t } from '../../i18n/i18n.js';
import { ProductLogo } from '../../components/ProductLogo';
import { authProvider, type LoginParams } from '../../providers/authProvider.js';
import type { LoginLocationState } from '../../components/SessionExpiryListener';
import { safeRedirect } from '../../navigation/safeRedirect.js';
import { currentSession } from '../../session/session.js';
import type { ScreenProps } from '../screenProps.js';

type Credentials = Pick<LoginParams, 'username' | 'password'>;

// Plain elements instead of antd Card and Typography keep Tabs, Menu and Tooltip out of the first page.
const secondaryText = { color: 'rgba(0, 0, 0, 0.6)' } as const;

/** The sign-in page: ログインID and パスワード, the server's message on failure, then the start page. */
export function LoginPage(_props: ScreenProps) {
  const [params] = useSearchParams();
  const location = useLocation();
  const redirect = params.get('redirect');
  const navigate = useNavigate();
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const sessionMessage = (location.state as LoginLocationState | null)?.sessionMessage;

  // Already signed in when the page opened (a bookmark, the back button): go on instead of asking again. A sign-in
  // made on this page is forwarded by the auth provider alone; a second redirect from here would race with it.
  const [wasSignedIn] = useState(() => currentSession() !== undefined);
  if (wasSignedIn) return <Navigate to={safeRedirect(redirect) ?? '/'} replace />;

  // The auth provider directly, not Refine's useLogin: the log-in page is outside Refine (App.tsx), so that it loads
  // none of it. The same steps: sign in, then on to the start page or the ?redirect= page, the log-in page replaced.
  const submit = async (values: Credentials) => {
    setError(undefined);
    setPending(true);
    const response = await authProvider.login({ ...values, redirect });
    setPending(false);
    if (!response.success) setError(response.error?.message ?? t('login.failed'));
    else if (response.redirectTo) void navigate(response.redirectTo, { replace: true });
  };

  return (
    <Flex
      vertical
      align="center"
      justify="center"
      gap={24}
      style={{ minHeight: '100vh', padding: 16, background: `linear-gradient(160deg, #fff7e6 0%, #f5f6f8 55%)` }}
    >
      <main style={{ width: '100%', maxWidth: 400, padding: 32, background: '#fff', borderRadius: 12, boxShadow: '0 6px 24px rgba(0, 0, 0, 0.08)' }}>
        <Flex vertical align="center" gap={8} style={{ marginBottom: 24 }}>
          <ProductLogo size={44} isCompact />
          <h1 style={{ margin: 0, fontSize: 20, fontWeight: 600, textAlign: 'center' }}>{constants.productTitle}</h1>
          <span style={secondaryText}>{t('login.title')}</span>
        </Flex>
        {sessionMessage && !error && <Alert type="info" showIcon message={sessionMessage} style={{ marginBottom: 16 }} />}
        {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} role="alert" />}
        <Form<Credentials> layout="vertical" requiredMark={false} onFinish={(values) => void submit(values)} disabled={isPending}>
          <Form.Item name="username" label={t('login.username')} rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }]}>
            <Input size="large" prefix={<UserOutlined />} autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item name="password" label={t('login.password')} rules={[{ required: true, message: t('login.passwordRequired') }]}>
            <Input.Password size="large" prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" size="large" block loading={isPending}>{t('login.submit')}</Button>
        </Form>
      </main>
      <footer style={{ ...secondaryText, fontSize: 12 }}>
        {t('app.copyright', { from: constants.copyrightFromYear, to: new Date().getFullYear() })}
      </footer>
    </Flex>
  );
}
