import { Alert, Card, Flex, Switch, Typography } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { t } from '../../i18n/i18n.js';
import { apiClient } from '../../providers/apiClient.js';
import { apiData } from '../../providers/apiData.js';
import { ApiError } from '../../providers/apiError.js';
import { useFeedback } from '../../feedback/feedback.js';

/**
 * メール通知 of /personal-information: notice e-mails on or off. An unsubscribe link of a message turns it off; the
 * family sees that here and can turn it back on.
 */
export function MailSettingCard(props: { receiveMail: boolean | undefined; isLoading: boolean }) {
  const queryClient = useQueryClient();
  const { message } = useFeedback();
  const [error, setError] = useState<string>();
  const save = useMutation({
    mutationFn: (receiveMail: boolean) => apiData(apiClient.POST('/api/v1/users/mail-setting', { body: { receive_mail: receiveMail } })),
    onSuccess: async (saved) => {
      setError(undefined);
      void message.success(t(saved.receive_mail ? 'mailSetting.savedOn' : 'mailSetting.savedOff'));
      await queryClient.invalidateQueries({ queryKey: ['personal-information'] });
    },
    onError: (err) => {
      if (!(err instanceof ApiError)) throw err;
      setError(err.message);
    },
  });
  const checked = save.isPending ? save.variables : props.receiveMail;
  return (
    <Card title={t('mailSetting.title')} loading={props.isLoading}>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Flex gap={12} align="center" wrap>
        <Typography.Text id="mail-setting-label">{t('mailSetting.label')}</Typography.Text>
        <Switch aria-labelledby="mail-setting-label" checked={checked ?? true} loading={save.isPending}
          checkedChildren={t('mailSetting.on')} unCheckedChildren={t('mailSetting.off')} onChange={(value) => save.mutate(value)} data-testid="mail-setting" />
      </Flex>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>{t('mailSetting.help')}</Typography.Paragraph>
    </Card>
  );
}
