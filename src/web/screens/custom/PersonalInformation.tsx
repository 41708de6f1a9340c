import { Alert, Button, Card, Descriptions, Form, Input, Space } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatMessage } from '../../../shared/validationMessage.js';
import { t } from '../../i18n/i18n.js';
import { screenTitle } from '../../i18n/screenTitle.js';
import { apiClient } from '../../providers/apiClient.js';
import { apiData } from '../../providers/apiData.js';
import { ApiError } from '../../providers/apiError.js';
import { PageHeader } from '../common/PageHeader';
import type { ScreenProps } from '../screenProps.js';
import { useFeedback } from '../../feedback/feedback.js';
import { MailSettingCard } from './MailSettingCard.js';


/** /personal-information (teachers, guardians): who they are, the e-mail addresses notifications go to, and メール通知. */
export function PersonalInformation({ screen }: ScreenProps) {
  const queryClient = useQueryClient();
  const { message } = useFeedback();
  const [form] = Form.useForm<{ email: string }>();
  const [error, setError] = useState<string>();
  const info = useQuery({ queryKey: ['personal-information'], queryFn: () => apiData(apiClient.GET('/api/v1/users/personal-information')) });
  const save = useMutation({
    mutationFn: (email: string) => apiData(apiClient.POST('/api/v1/users/email', { body: { email } })),
    onSuccess: async (saved) => {
      setError(undefined);
      form.setFieldsValue({ email: saved.email });
      void message.success(t('personal.emailSaved'));
      await queryClient.invalidateQueries({ queryKey: ['personal-information'] });
    },
    onError: (err) => {
      if (!(err instanceof ApiError)) throw err;
      setError(err.message);
      form.setFields([{ name: 'email', errors: err.fieldErrors.filter((f) => f.field === 'email').map((f) => f.message) }]);
    },
  });
  const p = info.data;
  const none = t('personal.notRegistered');
  return (
    <>
      <PageHeader title={screenTitle(screen)} />
      <Space direction="vertical" size="middle" style={{ width: '100%', maxWidth: 720 }}>
        <Card loading={info.isLoading}>
          {p && (
            <Descriptions column={1} bordered size="small">
              {p.type === 'teacher' && <Descriptions.Item label={t('personal.teacherNumber')}>{p.teacher_number}</Descriptions.Item>}
              <Descriptions.Item label={t('personal.name')}>{p.name}</Descriptions.Item>
              <Descriptions.Item label={t('personal.nameKana')}>{p.name_kana ?? none}</Descriptions.Item>
              <Descriptions.Item label={t('personal.phone')}>{p.phone ?? none}</Descriptions.Item>
              <Descriptions.Item label={t('personal.notificationEmail')}>{p.email ?? none}</Descriptions.Item>
            </Descriptions>
          )}
        </Card>
        <Card title={t('personal.notificationEmail')}>
          {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
          <Form form={form} layout="vertical" initialValues={{ email: p?.email ?? '' }} key={p?.email ?? ''}
            onFinish={(v) => save.mutate(v.email)}>
            <Form.Item name="email" label={t('personal.notificationEmail')} extra={t('personal.emailHelp')}
              rules={[{ required: true, whitespace: true, message: formatMessage('validation.required', { label: t('personal.notificationEmail') }) }]}>
              <Input placeholder="parent@example.jp, parent2@example.jp" inputMode="email" />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={save.isPending}>{t('personal.register')}</Button>
          </Form>
        </Card>
        <MailSettingCard receiveMail={p?.receive_mail} isLoading={info.isLoading} />
      </Space>
    </>
  );
}
