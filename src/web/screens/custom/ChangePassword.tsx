import { Alert, Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { entities } from '../../../generated/entities.js';
import type { MessageKey } from '../../../generated/messages.ja.js';
import { formatMessage } from '../../../shared/validationMessage.js';
import { t } from '../../i18n/i18n.js';
import { screenTitle } from '../../i18n/screenTitle.js';
import { apiClient } from '../../providers/apiClient.js';
import { ApiError, toApiError } from '../../providers/apiError.js';
import { saveSession } from '../../session/session.js';
import { PageHeader } from '../common/PageHeader';
import type { ScreenProps } from '../screenProps.js';
import { useFeedback } from '../../feedback/feedback.js';

interface Values { old_password: string; password: string; password_confirmation: string }

// The password rule is the model's (user.password): the server checks the same limits.
const rule = entities.user.fields.password;

/** /change-password: current password, new password (letters and digits) and its confirmation. */
export function ChangePassword({ screen }: ScreenProps) {
  const [form] = Form.useForm<Values>();
  const { message } = useFeedback();
  const [error, setError] = useState<string>();
  const [isSaving, setIsSaving] = useState(false);

  const submit = async (values: Values) => {
    setIsSaving(true);
    setError(undefined);
    try {
      const { data, error: body, response } = await apiClient.POST('/api/v1/change-password', { body: values });
      if (body !== undefined || data === undefined) throw toApiError({ status: response.status, body });
      // Older tokens are revoked by the change: keep working with the fresh one.
      saveSession({ token: data.token, role: data.role, exp: data.exp });
      form.resetFields();
      void message.success(t('account.passwordChanged'));
    } catch (err: unknown) {
      if (!(err instanceof ApiError)) throw err;
      form.setFields(err.fieldErrors.map((f) => ({ name: f.field as keyof Values, errors: [f.message] })));
      setError(err.message);
    } finally {
      setIsSaving(false);
    }
  };

  const label = (key: MessageKey) => formatMessage(key);
  return (
    <>
      <PageHeader title={screenTitle(screen)} />
      <Card style={{ maxWidth: 560 }}>
        {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
        <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} requiredMark>
          <Form.Item name="old_password" label={label('account.oldPassword')}
            rules={[{ required: true, message: formatMessage('validation.required', { label: label('account.oldPassword') }) }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Form.Item name="password" label={label('account.newPassword')} extra={label('account.passwordHelp')}
            rules={[
              { required: true, message: formatMessage('validation.required', { label: label('account.newPassword') }) },
              { min: rule.minLength, message: formatMessage('validation.minLength', { label: label('account.newPassword'), limit: rule.minLength }) },
              { max: rule.maxLength, message: formatMessage('validation.maxLength', { label: label('account.newPassword'), limit: rule.maxLength }) },
              { pattern: new RegExp(rule.pattern), message: formatMessage(rule.patternMessage as MessageKey, { label: label('account.newPassword') }) },
            ]}>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item name="password_confirmation" label={label('account.newPasswordConfirmation')} dependencies={['password']}
            rules={[
              { required: true, message: formatMessage('validation.required', { label: label('account.newPasswordConfirmation') }) },
              ({ getFieldValue }) => ({
                validator: async (_, value: string | undefined) => {
                  if (value && value !== getFieldValue('password')) throw new Error(label('account.confirmationMismatch'));
                },
              }),
            ]}>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={isSaving}>{label('account.changeSubmit')}</Button>
        </Form>
      </Card>
    </>
  );
}
