import { ArrowLeftOutlined, ArrowRightOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Space, Typography } from 'antd';
import { t } from '../../../i18n/i18n.js';

/** The bar that stays at the bottom of the page: the chosen count, always in sight, with 戻る and 次へ. */
export function RecipientFooter(props: { selectedCount: number; onBack: () => void; onNext: () => void }) {
  return (
    <Card size="small" style={{ position: 'sticky', bottom: 0, zIndex: 10, marginTop: 16, boxShadow: '0 -2px 8px rgba(0, 0, 0, 0.08)' }}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Text strong style={{ fontSize: 16 }} role="status" aria-live="polite">
          {t('noticeCompose.recipients.selected', { count: props.selectedCount })}
        </Typography.Text>
        <Space>
          <Button icon={<ArrowLeftOutlined />} onClick={props.onBack}>{t('noticeCompose.recipients.back')}</Button>
          <Button type="primary" onClick={props.onNext}>
            {t('noticeCompose.recipients.next')}<ArrowRightOutlined />
          </Button>
        </Space>
      </Flex>
    </Card>
  );
}
