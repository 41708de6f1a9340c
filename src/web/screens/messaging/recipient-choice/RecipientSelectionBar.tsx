import { CheckSquareOutlined, CloseSquareOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Flex, Space, Typography } from 'antd';
import { constants } from '../../../../generated/constants.js';
import { t } from '../../../i18n/i18n.js';

const selectAllMax = Number(constants.recipientSelectAllMax);

/**
 * Above the candidates: how many match (「10,000人以上」 when more match than the server counts), and 「全員を選択」
 * (at most recipientSelectAllMax students), 「選択を解除」 and the list of the chosen.
 */
export function RecipientSelectionBar(props: {
  total: number;
  isTotalCapped: boolean;
  selectedCount: number;
  isSelectingAll: boolean;
  /** Left out where the operation has no select-all (a contact's candidates). */
  onSelectAll: (() => void) | undefined;
  onClear: () => void;
  onShowSelected: () => void;
}) {
  return (
    <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
      <Typography.Text strong>
        {t(props.isTotalCapped ? 'noticeCompose.recipients.pageTotalAtLeast' : 'noticeCompose.recipients.pageTotal', { total: props.total.toLocaleString('ja-JP') })}
      </Typography.Text>
      <Space wrap>
        {props.onSelectAll && (
          <Button icon={<CheckSquareOutlined />} disabled={props.total === 0} loading={props.isSelectingAll} onClick={props.onSelectAll}>
            {props.isTotalCapped || props.total > selectAllMax
              ? t('noticeCompose.recipients.selectAllCapped', { count: selectAllMax.toLocaleString('ja-JP') })
              : t('noticeCompose.recipients.selectAll', { count: props.total.toLocaleString('ja-JP') })}
          </Button>
        )}
        <Button icon={<CloseSquareOutlined />} disabled={props.selectedCount === 0} onClick={props.onClear}>{t('noticeCompose.recipients.clear')}</Button>
        <Button icon={<UnorderedListOutlined />} onClick={props.onShowSelected}>{t('noticeCompose.recipients.showSelected')}</Button>
      </Space>
    </Flex>
  );
}
