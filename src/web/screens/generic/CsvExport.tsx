import { useState } from 'react';
import { Button, Dropdown } from 'antd';
import { DownloadOutlined, DownOutlined } from '@ant-design/icons';
import { constants } from '../../../generated/constants.js';
import { CsvEncoding, type CsvEncodingCode } from '../../../generated/enums.js';
import { useFeedback } from '../../feedback/feedback.js';
import { showCallError } from '../../feedback/showErrorMessage.js';
import { t } from '../../i18n/i18n.js';
import { downloadFile } from '../../providers/downloadFile.js';

/** CSV出力 ▾: the two encodings (UTF-8 for Excel, Shift_JIS) of a list's CSV. */
export function CsvExportButton(props: { onExport: (encoding: CsvEncodingCode) => void; isExporting?: boolean }) {
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: CsvEncoding.utf8, label: t('genericScreen.exportUtf8') },
          { key: CsvEncoding.sjis, label: t('genericScreen.exportSjis') },
        ],
        onClick: ({ key }) => props.onExport(key as CsvEncodingCode),
      }}
    >
      <Button icon={<DownloadOutlined />} loading={props.isExporting}>{t('genericScreen.export')} <DownOutlined /></Button>
    </Dropdown>
  );
}

/**
 * Downloads an entity's CSV (GET <path>/export) with list query parameters, saying when it is done: what CSV出力 of a
 * list and of a detail's related rows run.
 */
export function useCsvExport(options: { apiPath: string; fallbackName: string }) {
  const { message } = useFeedback();
  const [isExporting, setExporting] = useState(false);
  const exportCsv = (query: Record<string, string | number>, encoding: CsvEncodingCode) => {
    setExporting(true);
    downloadFile({
      path: `${constants.apiBasePath}${options.apiPath}/export`,
      query: { ...query, ...(encoding === CsvEncoding.utf8 ? {} : { encoding }) },
      fallbackName: options.fallbackName,
    }).then(() => void message.success(t('genericScreen.exportDone')), showCallError).finally(() => setExporting(false));
  };
  return { exportCsv, isExporting };
}
