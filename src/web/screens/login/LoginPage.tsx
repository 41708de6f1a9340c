import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Flex } from 'antd';
// The field components alone: antd's Input index brings TextArea, Search and OTP with it.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
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
import styles from './LoginPage.module.css';

type Credentials = Pick<LoginParams, 'username' | 'password'>;
type Field = keyof Credentials;

/** The message of a field that is not filled in (the login ID must have more than spaces). */
function missing(field: Field, value: string): string | undefined {
  if (field === 'username') return value.trim() === '' ? t('login.usernameRequired') : undefined;
  return value === '' ? t('login.passwordRequired') : undefined;
}

// Plain elements instead of antd Card, Typography and Form keep Tabs, Menu, Tooltip and rc-field-form out of the first
// page (issue 9): the two fields are checked here, as Form's rules did (on submit, then again as they change).
const secondaryText = { color: 'rgba(0, 0, 0, 0.6)' } as const;

/** The sign-in page: ログインID and パスワード, the server's message on failure, then the start page. */
export function LoginPage(_props: ScreenProps) {
  const [params] = useSearchParams();
  const location = useLocation();
  const redirect = params.get('redirect');
  const navigate = useNavigate();
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [values, setValues] = useState<Credentials>({ username: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const id = useId();
  const sessionMessage = (location.state as LoginLocationState | null)?.sessionMessage;

  // Already signed in when the page opened (a bookmark, the back button): go on instead of asking again. A sign-in
  // made on this page is forwarded by the auth provider alone; a second redirect from here would race with it.
  const [wasSignedIn] = useState(() => currentSession() !== undefined);
  if (wasSignedIn) return <Navigate to={safeRedirect(redirect) ?? '/'} replace />;

  // The auth provider directly, not Refine's useLogin: the log-in page is outside Refine (App.tsx), so that it loads
  // none of it. The same steps: sign in, then on to the start page or the ?redirect= page, the log-in page replaced.
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isPending) return;
    const found = { username: missing('username', values.username), password: missing('password', values.password) };
    setFieldErrors(found);
    if (found.username || found.password) return;
    setError(undefined);
    setPending(true);
    const response = await authProvider.login({ ...values, redirect });
    setPending(false);
    if (!response.success) setError(response.error?.message ?? t('login.failed'));
    else if (response.redirectTo) void navigate(response.redirectTo, { replace: true });
  };
  const change = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    // A field already marked is checked again as it changes; an untouched one waits for the submit.
    if (field in fieldErrors) setFieldErrors((e) => ({ ...e, [field]: missing(field, value) }));
  };
  const item = (field: Field, label: string, control: (props: { id: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string; status?: 'error' }) => ReactNode) => {
    const message = fieldErrors[field];
    const inputId = `${id}-${field}`;
    return (
      <div className={message ? `${styles.item} ${styles.hasError}` : styles.item}>
        <label className={styles.label} htmlFor={inputId}>{label}</label>
        {control({ id: inputId, ...(message ? { 'aria-invalid': true, 'aria-describedby': `${inputId}-error`, status: 'error' as const } : {}) })}
        {message && <div id={`${inputId}-error`} className={styles.error} role="alert">{message}</div>}
      </div>
    );
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
        <form onSubmit={(event) => void submit(event)} noValidate>
          {item('username', t('login.username'), (props) => (
            <Input {...props} size="large" prefix={<UserOutlined />} autoComplete="username" autoFocus disabled={isPending}
              value={values.username} onChange={(e) => change('username', e.target.value)} />
          ))}
          {item('password', t('login.password'), (props) => (
            <Password {...props} size="large" prefix={<LockOutlined />} autoComplete="current-password" disabled={isPending}
              value={values.password} onChange={(e) => change('password', e.target.value)} />
          ))}
          <Button type="primary" htmlType="submit" size="large" block loading={isPending}>{t('login.submit')}</Button>
        </form>
      </main>
      <footer style={{ ...secondaryText, fontSize: 12 }}>
        {t('app.copyright', { from: constants.copyrightFromYear, to: new Date().getFullYear() })}
      </footer>
    </Flex>
  );
}
