import { CheckSquareOutlined, CloseSquareOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Flex, Space, Typography } from 'antd';
import { t } from '../../../i18n/i18n.js';

/** Above the candidates: how many match, and 「全員を選択」, 「選択を解除」 and the list of the chosen. */
export function RecipientSelectionBar(props: {
  total: number;
  selectedCount: number;
  isSelectingAll: boolean;
  onSelectAll: () => void;
  onClear: () => void;
  onShowSelected: () => void;
}) {
  return (
    <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
      <Typography.Text strong>{t('noticeCompose.recipients.pageTotal', { total: props.total })}</Typography.Text>
      <Space wrap>
        <Button icon={<CheckSquareOutlined />} disabled={props.total === 0} loading={props.isSelectingAll} onClick={props.onSelectAll}>
          {t('noticeCompose.recipients.selectAll', { count: props.total })}
        </Button>
        <Button icon={<CloseSquareOutlined />} disabled={props.selectedCount === 0} onClick={props.onClear}>{t('noticeCompose.recipients.clear')}</Button>
        <Button icon={<UnorderedListOutlined />} onClick={props.onShowSelected}>{t('noticeCompose.recipients.showSelected')}</Button>
      </Space>
    </Flex>
  );
}
