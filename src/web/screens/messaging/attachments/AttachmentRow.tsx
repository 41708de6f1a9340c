import { DownloadOutlined, PaperClipOutlined } from '@ant-design/icons';
import { Button, Flex, Image, Typography } from 'antd';
import { useState } from 'react';
import { formatByteSize } from '../../../../shared/byteSize.js';
import { showCallError } from '../../../feedback/showErrorMessage.js';
import { useIsMobile } from '../../../hooks/useIsMobile.js';
import { t } from '../../../i18n/i18n.js';
import { filePath } from '../../../model/filePath.js';
import { downloadFile } from '../../../providers/downloadFile.js';
import { useAttachmentThumbnail } from './useAttachmentThumbnail.js';

/** One attached file of a notice or a contact: a thumbnail for an image, its name and size, and 保存 (GET /files/{id}). */
export function AttachmentRow(props: { attachment: { id: number; fileName: string; contentType: string; byteSize: number } }) {
  const { attachment } = props;
  const [isLoading, setIsLoading] = useState(false);
  // On a phone the button is an icon, which leaves the width to the file name.
  const isMobile = useIsMobile();
  const thumbnail = useAttachmentThumbnail({ fileId: attachment.id, contentType: attachment.contentType, fileName: attachment.fileName });
  const download = () => {
    setIsLoading(true);
    downloadFile({ path: filePath(attachment.id), fallbackName: attachment.fileName })
      .catch(showCallError)
      .finally(() => setIsLoading(false));
  };
  return (
    <Flex align="center" gap={12} style={{ padding: '8px 0', borderBottom: '1px solid #f5f5f5' }}>
      {thumbnail
        ? <Image src={thumbnail} alt={attachment.fileName} width={56} height={56} style={{ objectFit: 'cover', borderRadius: 4 }} />
        : <PaperClipOutlined style={{ fontSize: 20, color: '#8c8c8c', width: 56, justifyContent: 'center' }} />}
      <Flex vertical style={{ flex: 1, minWidth: 0 }}>
        <Typography.Text style={{ overflowWrap: 'anywhere' }}>{attachment.fileName}</Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>{formatByteSize(attachment.byteSize)}</Typography.Text>
      </Flex>
      <Button icon={<DownloadOutlined />} loading={isLoading} onClick={download} aria-label={`${attachment.fileName} ${t('noticeManage.download')}`}>
        {isMobile ? null : t('noticeManage.download')}
      </Button>
    </Flex>
  );
}

