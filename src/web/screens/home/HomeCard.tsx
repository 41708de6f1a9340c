import { constants } from '../../../generated/constants.js';
import { RightOutlined } from '@ant-design/icons';
import { Badge, Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { t } from '../../i18n/i18n.js';

/**
 * The frame every home card shares: icon and title (with a count badge when given), an optional 「すべて見る」 link,
 * and either the items or a friendly line when there are none.
 */
export function HomeCard(props: {
  title: string;
  icon: ReactNode;
  count?: number;
  seeAllPath?: string;
  isEmpty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  return (
    <Card
      role="region"
      aria-label={props.title}
      style={{ height: '100%' }}
      styles={{ header: { minHeight: 52 }, body: { padding: '8px 16px 12px' } }}
      title={(
        <Flex align="center" gap={8}>
          <span style={{ color: constants.primaryColor, fontSize: 18 }} aria-hidden>{props.icon}</span>
          <span style={{ whiteSpace: 'normal' }}>{props.title}</span>
          {props.count !== undefined && props.count > 0 && <Badge count={props.count} overflowCount={99} />}
        </Flex>
      )}
      extra={props.seeAllPath && (
        <Link to={props.seeAllPath} style={{ whiteSpace: 'nowrap', display: 'inline-block', padding: '8px 0' }}>
          {t('homePage.seeAll')}<RightOutlined style={{ fontSize: 11, marginInlineStart: 4 }} />
        </Link>
      )}
    >
      {props.isEmpty
        ? <Typography.Paragraph type="secondary" style={{ margin: 0, padding: '20px 0', textAlign: 'center' }}>{props.emptyText}</Typography.Paragraph>
        : props.children}
    </Card>
  );
}
