import { constants } from '../../../generated/constants.js';
import { MessageOutlined, RightOutlined } from '@ant-design/icons';
import { Alert, Card, Empty, Flex, List, Pagination, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ScreenPage, t, useApiQuery, useIsMobile, type ScreenProps } from '../../kit';
import { detailPaths } from './DetailPaths.js';
import { lessonLine } from './DetailReportCard';

const PAGE_SIZE = Number(constants.pageSize);

/**
 * /report (指導報告書, guardian): the published reports of the child acted for, newest first, 20 a page — the lesson's
 * date, period and subject, the teacher (when the school shows them), 未読 until opened and the comment count. A row
 * opens the report's page.
 */
export function GuardianReportList({ screen }: ScreenProps) {
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const [page, setPage] = useState(1);
  const list = useApiQuery('/api/v1/lesson-reports/protector', { params: { query: { page, limit: PAGE_SIZE } } }, { placeholderData: (previous) => previous });
  const rows = list.data?.data ?? [];
  const total = list.data?.total ?? 0;
  return (
    <ScreenPage screen={screen}>
      <div style={{ maxWidth: 720 }}>
        {list.isLoading ? <Skeleton active /> : list.error ? <Alert type="error" showIcon message={list.error.message} /> : rows.length === 0 ? (
          <Card><Empty description={t('reportView.listEmpty')} /></Card>
        ) : (
          <>
            <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>{t('reportView.listTotal', { total })}</Typography.Text>
            <Card styles={{ body: { padding: 0 } }}>
              <List
                dataSource={rows}
                renderItem={(row) => (
                  <List.Item
                    key={row.id}
                    role="link"
                    tabIndex={0}
                    aria-label={`${lessonLine(row)} ${t('reportView.openReport')}`}
                    onClick={() => navigate(detailPaths.detail(row.id))}
                    onKeyDown={(e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); navigate(detailPaths.detail(row.id)); } }}
                    style={{ cursor: 'pointer', padding: isMobile ? '12px 16px' : '14px 20px', background: row.is_read ? undefined : '#fffbf0' }}
                  >
                    <Flex align="center" gap={12} style={{ width: '100%' }}>
                      <Flex vertical gap={2} style={{ flex: 1, minWidth: 0 }}>
                        <Flex align="center" gap={8} wrap>
                          <Typography.Text strong={!row.is_read} style={{ fontSize: 15 }}>{lessonLine(row)}</Typography.Text>
                          {!row.is_read && <Tag color="red" style={{ marginInlineEnd: 0 }}>{t('reportView.unread')}</Tag>}
                        </Flex>
                        <Flex align="center" gap={12} wrap>
                          {row.teacher_name !== '' && <Typography.Text type="secondary" style={{ fontSize: 13 }}>{t('reportView.teacher')}: {row.teacher_name}</Typography.Text>}
                          {row.comment_count > 0 && (
                            <Typography.Text type="secondary" style={{ fontSize: 13 }}><MessageOutlined /> {t('reportView.commentCount', { count: row.comment_count })}</Typography.Text>
                          )}
                        </Flex>
                      </Flex>
                      <RightOutlined style={{ color: '#bfbfbf' }} />
                    </Flex>
                  </List.Item>
                )}
              />
            </Card>
            {total > PAGE_SIZE && (
              <Flex justify="center" style={{ marginTop: 16 }}>
                <Pagination current={page} pageSize={PAGE_SIZE} total={total} showSizeChanger={false} simple={isMobile} onChange={(p) => { setPage(p); window.scrollTo(0, 0); }} />
              </Flex>
            )}
          </>
        )}
      </div>
    </ScreenPage>
  );
}
