import { Flex } from 'antd';
import { ReadOutlined } from '@ant-design/icons';
import { constants } from '../../generated/constants.js';

/** The product mark and name of the header and the login page (plain text: no Typography on the first page). */
export function ProductLogo(props: { isCompact?: boolean; size?: number }) {
  const size = props.size ?? 32;
  return (
    <Flex align="center" gap={10} style={{ minWidth: 0 }}>
      <span
        aria-hidden
        style={{
          width: size, height: size, flex: 'none', borderRadius: 8, background: constants.primaryColor, color: '#fff',
          display: 'inline-flex', alignItems: 'center', justifyContent: 'center', fontSize: size * 0.56,
        }}
      >
        <ReadOutlined />
      </span>
      {!props.isCompact && (
        <span style={{ fontSize: size >= 40 ? 20 : size <= 28 ? 14 : 16, fontWeight: 600, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', minWidth: 0 }}>
          {constants.productTitle}
        </span>
      )}
    </Flex>
  );
}
