import { SearchOutlined } from '@ant-design/icons';
import { Button, Form, Space } from 'antd';
import { t } from '../../i18n/i18n.js';

/** 検索 (submits the filter form it stands in) and クリア (empties every filter) of a list's filter bar. */
export function FilterButtons(props: { onClear: () => void }) {
  return (
    <Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>{t('common.search')}</Button>
        <Button onClick={props.onClear}>{t('common.reset')}</Button>
      </Space>
    </Form.Item>
  );
}
