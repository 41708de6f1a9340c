import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Pagination, Typography } from 'antd';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { constants } from '../../../generated/constants.js';
import { ScreenPage, screenPath, t, useApiQuery, useCurrentUser, useIsMobile, type ScreenProps } from '../../kit';
import { ContactCards } from './list/ContactCards';
import { ContactFilterBar } from './list/ContactFilterBar';
import { contactListSearch, readContactListQuery, type ContactFilters } from './list/contactListQuery.js';
import { ContactTable } from './list/ContactTable';

/**
 * /contact/list: staff and teachers see a table of the threads they may follow (a teacher's from
 * GET /contacts-of-teacher), filtered as spec §4 says, newest exchange first, 20 a page; a guardian sees the acting
 * child's threads as cards. Filters and page live in the address, so Back from a thread returns to the same list.
 */
export function ContactList({ screen }: ScreenProps) {
  const user = useCurrentUser();
  const isMobile = useIsMobile();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readContactListQuery(params), [params]);
  const isGuardian = user.role === 'PROTECTOR';
  const isTeacher = user.role === 'TEACHER';
  const limit = Number(constants.pageSize);
  const init = { params: { query: { ...(isGuardian ? {} : query.filters), page: query.page, limit } } };
  const school = useApiQuery('/api/v1/contacts', init, { enabled: !isTeacher });
  const teacher = useApiQuery('/api/v1/contacts-of-teacher', init, { enabled: isTeacher });
  const list = isTeacher ? teacher : school;
  const rows = list.data?.data ?? [];
  const total = list.data?.total ?? 0;
  const setFilters = (filters: ContactFilters) => setParams(contactListSearch({ filters, page: 1 }));
  const setPage = (page: number) => {
    setParams(contactListSearch({ filters: query.filters, page }));
    window.scrollTo({ top: 0 });
  };
  const create = (
    <Button type="primary" size={isGuardian ? 'large' : 'middle'} icon={<PlusOutlined />} onClick={() => void navigate(screenPath('contact.add'))}>
      {t(isGuardian ? 'contact.toSchool' : 'contact.create')}
    </Button>
  );
  const pager = total > limit && (
    <Flex justify="end" style={{ marginTop: 16 }}>
      <Pagination current={query.page} pageSize={limit} total={total} onChange={setPage} showSizeChanger={false} size={isMobile ? 'small' : 'default'} />
    </Flex>
  );
  const error = list.isError && <Alert type="error" showIcon message={list.error.message} style={{ marginBottom: 12 }} />;

  if (isGuardian) {
    const child = user.student ? `${user.student.student_family_name_kanji} ${user.student.student_first_name_kanji}` : undefined;
    return (
      <div style={{ maxWidth: 880 }}>
        {/* The heading names the child acted for (a title that is already text passes through as it is). */}
        <ScreenPage screen={child ? { title: t('contact.list.guardianHeading', { name: child }) } : screen} extra={!isMobile && create} />
        {child && <Typography.Paragraph type="secondary">{t('contact.list.guardianLead')}</Typography.Paragraph>}
        {isMobile && <div style={{ marginBottom: 16 }}>{create}</div>}
        {error}
        {list.data && <ContactCards rows={rows} />}
        {pager}
      </div>
    );
  }
  return (
    <ScreenPage screen={screen} extra={create}>
      <Card style={{ marginBottom: 16 }} styles={{ body: { paddingBottom: isMobile ? 8 : 24 } }}>
        <ContactFilterBar filters={query.filters} onFilter={setFilters} />
      </Card>
      <Card>
        <Typography.Text strong style={{ display: 'block', marginBottom: 12 }}>{list.data === undefined ? '' : t('common.total', { total })}</Typography.Text>
        {error}
        <ContactTable rows={rows} isLoading={list.isFetching} />
        {pager}
      </Card>
    </ScreenPage>
  );
}
