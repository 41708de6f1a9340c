import { Button, Drawer, Empty, Flex, List, Pagination, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { constants } from '../../../../generated/constants.js';
import { useIsMobile } from '../../../hooks/useIsMobile.js';
import { t } from '../../../i18n/i18n.js';
import type { RecipientCandidate } from './recipientCandidate.js';
import { useSelectedStudents } from './useSelectedStudents.js';

/** The chosen students, 20 to a page, each removable (the choice may span many filters and pages). */
export function RecipientSelectedDrawer(props: {
  open: boolean;
  ids: number[];
  seen: ReadonlyMap<number, RecipientCandidate>;
  onRemove: (ids: number[]) => void;
  onClose: () => void;
}) {
  const isMobile = useIsMobile();
  const limit = Number(constants.pageSize);
  const [page, setPage] = useState(1);
  const lastPage = Math.max(1, Math.ceil(props.ids.length / limit));
  const current = Math.min(page, lastPage);
  const pageIds = props.open ? props.ids.slice((current - 1) * limit, current * limit) : [];
  const students = useSelectedStudents({ ids: pageIds, seen: props.seen });
  return (
    <Drawer open={props.open} onClose={props.onClose} width={isMobile ? '100%' : 480}
      title={t('noticeCompose.recipients.selectedTitle', { count: props.ids.length })}>
      <List dataSource={students} locale={{ emptyText: <Empty description={t('noticeCompose.recipients.noneSelected')} /> }}
        renderItem={(s) => (
          <List.Item actions={[
            <Button key="remove" size="small" onClick={() => props.onRemove([s.id])}>{t('noticeCompose.recipients.remove')}</Button>,
          ]}>
            {s.isMissing && <Typography.Text type="secondary">{t('noticeCompose.recipients.unknownStudent', { id: s.id })}</Typography.Text>}
            {s.name === undefined && !s.isMissing && <Skeleton active title={false} paragraph={{ rows: 1, width: 160 }} />}
            {s.name !== undefined && (
              <List.Item.Meta
                title={<>{s.name}<Typography.Text type="secondary" style={{ marginInlineStart: 8, fontSize: 12 }}>{s.number}</Typography.Text></>}
                description={s.details}
              />
            )}
          </List.Item>
        )}
      />
      {props.ids.length > limit && (
        <Flex justify="center" style={{ marginTop: 12 }}>
          <Pagination size="small" current={current} pageSize={limit} total={props.ids.length} onChange={setPage} showSizeChanger={false} />
        </Flex>
      )}
    </Drawer>
  );
}
