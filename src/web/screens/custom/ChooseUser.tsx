import { App as AntdApp, Avatar, Badge, Card, Col, Empty, Row, Space, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { constants } from '../../../generated/constants.js';
import { useCurrentUser } from '../../hooks/useCurrentUser.js';
import { t } from '../../i18n/i18n.js';
import { screenTitle } from '../../i18n/screenTitle.js';
import { apiClient } from '../../providers/apiClient.js';
import { apiData } from '../../providers/apiData.js';
import { afterSwitchUrl } from '../../routing/afterSwitch.js';
import { chooseAccount, switchOwner, switchRequestHeaders } from '../../session/switchAccount.js';
import { PageHeader } from '../common/PageHeader';
import type { ScreenProps } from '../screenProps.js';

/** /choose-user: the guardian's children or the teacher's linked accounts, each with its unread count. */
export function ChooseUser({ screen }: ScreenProps) {
  const user = useCurrentUser();
  const { modal } = AntdApp.useApp();
  const isProtector = user.role === 'PROTECTOR';
  const ownerId = isProtector ? user.ability.protectorId : (switchOwner() ?? user.ability.teacherId);
  const accounts = useQuery({
    queryKey: ['switch-accounts', user.role, ownerId],
    enabled: ownerId !== null,
    queryFn: async () => {
      const id = String(ownerId);
      return isProtector
        ? apiData(apiClient.GET('/api/v1/auth-search/protectors/{id}/related-students', { params: { path: { id } } }))
        : apiData(apiClient.GET('/api/v1/auth-search/teachers/{id}/related-teachers', { params: { path: { id } } }));
    },
  });
  const current = Number(Object.values(switchRequestHeaders())[0] ?? accounts.data?.owner_id);
  const choose = (entry: { id: number; name: string }) => modal.confirm({
    title: t('chooseUser.confirm', { name: entry.name }),
    okText: t('chooseUser.switch'),
    cancelText: t('common.cancel'),
    onOk: () => {
      chooseAccount({ header: accounts.data!.header, id: entry.id, ownerId: accounts.data!.owner_id });
      // A full load: user info, rights and every cached answer are fetched again as the chosen account.
      window.location.assign(afterSwitchUrl(String(constants.basePath)));
    },
  });
  return (
    <>
      <PageHeader title={screenTitle(screen)} />
      <Typography.Paragraph>{t('chooseUser.lead')}</Typography.Paragraph>
      {accounts.data?.data.length === 0 && <Empty description={t('common.noData')} />}
      <Row gutter={[16, 16]}>
        {(accounts.data?.data ?? []).map((a) => (
          <Col key={a.id} xs={24} sm={12} lg={8}>
            <Card hoverable role="button" aria-label={a.name} onClick={() => choose(a)} loading={accounts.isLoading}>
              <Space align="start" size="middle">
                <Badge count={a.countNotification} overflowCount={Number(constants.badgeMax)}>
                  <Avatar size={48} style={{ background: constants.primaryColor }}>{a.abbreviation}</Avatar>
                </Badge>
                <Space direction="vertical" size={2}>
                  <Typography.Text strong>{a.name}</Typography.Text>
                  <Typography.Text type="secondary">{[a.schoolyear_name, a.schoolhouse?.schoolhouse_name, a.teacher_number].filter(Boolean).join(' / ')}</Typography.Text>
                  <Space size={4}>
                    {a.is_owner && !isProtector && <Tag>{t('chooseUser.owner')}</Tag>}
                    {a.id === current && <Tag color="orange">{t('chooseUser.current')}</Tag>}
                  </Space>
                </Space>
              </Space>
            </Card>
          </Col>
        ))}
      </Row>
    </>
  );
}
