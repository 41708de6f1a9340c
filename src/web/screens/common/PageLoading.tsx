import { Flex, Spin } from 'antd';
import { t } from '../../i18n/i18n.js';

/** The placeholder while a page's code or data loads. */
export function PageLoading() {
  return (
    <Flex justify="center" align="center" style={{ minHeight: 240 }}>
      <Spin size="large" tip={t('common.loading')}>
        <div style={{ width: 120, height: 80 }} />
      </Spin>
    </Flex>
  );
}
