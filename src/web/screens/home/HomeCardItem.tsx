import { RightOutlined } from '@ant-design/icons';
import { Flex } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './HomeCardItem.module.css';

/**
 * One row of a home card: the title and a line of details, the whole row a link (a big touch target) when the user
 * may open its page, plain text otherwise.
 */
export function HomeCardItem(props: { to?: string; title: ReactNode; isBold?: boolean; meta: ReactNode; aside?: ReactNode }) {
  const content = (
    <Flex align="center" gap={12}>
      <Flex vertical gap={2} style={{ flex: 1, minWidth: 0 }}>
        <span className={props.isBold ? `${styles.title} ${styles.bold}` : styles.title}>{props.title}</span>
        <Flex wrap align="center" gap="2px 10px" className={styles.meta}>{props.meta}</Flex>
      </Flex>
      {props.aside}
      {props.to && <RightOutlined className={styles.chevron} aria-hidden />}
    </Flex>
  );
  return props.to
    ? <Link to={props.to} className={styles.item}>{content}</Link>
    : <div className={styles.item}>{content}</div>;
}
