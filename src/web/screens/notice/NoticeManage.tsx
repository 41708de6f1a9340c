import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Pagination, Typography } from 'antd';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAppAbility } from '../../hooks/useAppAbility.js';
import { useIsMobile } from '../../hooks/useIsMobile.js';
import { t } from '../../i18n/i18n.js';
import { screenTitle } from '../../i18n/screenTitle.js';
import { canAccessScreen } from '../../navigation/screenAccess.js';
import { fillPath, screenById } from '../../navigation/screenIndex.js';
import { PageHeader } from '../common/PageHeader';
import type { ScreenProps } from '../screenProps.js';
import { newComposeKey } from './compose/newComposeKey.js';
import { ManageFilterBar } from './manage-list/ManageFilterBar';
import { ManageNoticeCards } from './manage-list/ManageNoticeCards';
import { ManageNoticeTable } from './manage-list/ManageNoticeTable';
import { manageListSearch, readManageListQuery, type ManageFilters } from './manage-list/manageListQuery.js';
import { useManagedNotices } from './manage-list/useManagedNotices.js';
import { useNoticeArea } from './area/NoticeAreaContext';

/**
 * /notice/manage (staff; teachers with view or send permission): every notice the user may follow, newest first, with
 * its state, read rate, survey answers and comments; filters by title, tag and state; 「新規作成」 starts the compose
 * wizard for those who may send.
 */
export function NoticeManage({ screen }: ScreenProps) {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readManageListQuery(params), [params]);
  const { list, limit } = useManagedNotices(query);
  const navigate = useNavigate();
  const ability = useAppAbility();
  const isMobile = useIsMobile();
  const chooseScreen = screenById(useNoticeArea().steps.createChooseRecipients);
  const canCreate = canAccessScreen(ability, chooseScreen);
  const total = list.data?.total ?? 0;
  const rows = list.data?.data ?? [];

  const setFilters = (filters: ManageFilters) => setParams(manageListSearch({ filters, page: 1 }));
  const setPage = (page: number) => setParams(manageListSearch({ filters: query.filters, page }));
  const create = () => void navigate(fillPath(chooseScreen.path, { key: newComposeKey() }) ?? '/');

  return (
    <>
      <PageHeader
        title={screenTitle(screen)}
        extra={canCreate && <Button type="primary" icon={<PlusOutlined />} onClick={create}>{t('noticeCompose.create')}</Button>}
      />
      <Card style={{ marginBottom: 16 }} styles={{ body: { paddingBottom: isMobile ? 8 : 24 } }}>
        <ManageFilterBar filters={query.filters} onFilter={setFilters} />
      </Card>
      <Card>
        <Flex justify="space-between" style={{ marginBottom: 12 }}>
          {/* Known once the first answer came (全0件 only for a list really empty). */}
          <Typography.Text strong>{list.data === undefined ? '' : t('common.total', { total })}</Typography.Text>
        </Flex>
        {list.isError && <Alert type="error" showIcon message={list.error.message} style={{ marginBottom: 12 }} />}
        {isMobile
          ? <ManageNoticeCards rows={rows} isLoading={list.isFetching} />
          : <ManageNoticeTable rows={rows} isLoading={list.isFetching} />}
        {total > limit && (
          <Flex justify="end" style={{ marginTop: 16 }}>
            <Pagination current={query.page} pageSize={limit} total={total} onChange={setPage} showSizeChanger={false} size={isMobile ? 'small' : 'default'} />
          </Flex>
        )}
      </Card>
    </>
  );
}
