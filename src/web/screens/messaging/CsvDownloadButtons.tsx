import { DownloadOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { CsvEncoding, type CsvEncodingCode } from '../../../generated/enums.js';
import { showCallError } from '../../feedback/showErrorMessage.js';
import { t } from '../../i18n/i18n.js';
import { downloadFile } from '../../providers/downloadFile.js';

/**
 * The two CSV downloads of a message's data (a survey's answers, a contact's thread): UTF-8 with a BOM (the default,
 * Excel opens it) and Shift_JIS. `path` is the API path of the download (under the API base).
 */
export function CsvDownloadButtons(props: { path: string; fallbackName: string }) {
  const [loading, setLoading] = useState<CsvEncodingCode>();
  const download = (encoding: CsvEncodingCode) => {
    setLoading(encoding);
    downloadFile({
      path: props.path,
      query: encoding === CsvEncoding.utf8 ? {} : { encoding },
      fallbackName: props.fallbackName,
    }).catch(showCallError).finally(() => setLoading(undefined));
  };
  return (
    <Space wrap>
      <Button type="primary" icon={<DownloadOutlined />} loading={loading === CsvEncoding.utf8} onClick={() => download(CsvEncoding.utf8)}>
        {t('noticeManage.result.csv')}
      </Button>
      <Button icon={<DownloadOutlined />} loading={loading === CsvEncoding.sjis} onClick={() => download(CsvEncoding.sjis)}>
        {t('noticeManage.result.csvSjis')}
      </Button>
    </Space>
  );
}
