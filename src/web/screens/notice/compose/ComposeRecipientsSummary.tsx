import { TeamOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { t } from '../../../i18n/i18n.js';

/**
 * 「配信先 N人」 with the way back to the choice; a published notice's recipients are fixed and only shown. Errors
 * about the recipients (none chosen, a schoolhouse that may not receive notices) are shown here.
 */
export function ComposeRecipientsSummary(props: { count: number; isFixed: boolean; choosePath: string; errors: string[] }) {
  return (
    <Flex vertical gap={8}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text strong style={{ fontSize: 16 }}>
          <TeamOutlined style={{ marginInlineEnd: 6 }} />{t('noticeCompose.content.recipientCount', { count: props.count })}
        </Typography.Text>
        {!props.isFixed && (
          <Link to={props.choosePath}>
            <Button size="small">{props.count > 0 ? t('noticeCompose.content.recipientChange') : t('noticeCompose.content.recipientChoose')}</Button>
          </Link>
        )}
      </Flex>
      {props.isFixed && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('noticeCompose.content.recipientFixed')}</Typography.Text>}
      {props.errors.map((e) => <Alert key={e} type="error" showIcon message={e} />)}
    </Flex>
  );
}
