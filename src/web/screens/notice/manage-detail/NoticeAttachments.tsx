import { DownloadOutlined, PaperClipOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Image, Typography } from 'antd';
import { useState } from 'react';
import { formatByteSize } from '../../../../shared/byteSize.js';
import { showCallError } from '../../../feedback/showErrorMessage.js';
import { useIsMobile } from '../../../hooks/useIsMobile.js';
import { t } from '../../../i18n/i18n.js';
import { filePath } from '../../../model/filePath.js';
import { downloadFile } from '../../../providers/downloadFile.js';
import type { ManagedNotice } from './useManagedNotice.js';
import { useAttachmentThumbnail } from './useAttachmentThumbnail.js';

type Attachment = ManagedNotice['attachments'][number];

function AttachmentRow(props: { attachment: Attachment }) {
  const { attachment } = props;
  const [isLoading, setIsLoading] = useState(false);
  // On a phone the button is an icon, which leaves the width to the file name.
  const isMobile = useIsMobile();
  const thumbnail = useAttachmentThumbnail({ fileId: attachment.id, contentType: attachment.content_type, fileName: attachment.file_name });
  const download = () => {
    setIsLoading(true);
    downloadFile({ path: filePath(attachment.id), fallbackName: attachment.file_name })
      .catch(showCallError)
      .finally(() => setIsLoading(false));
  };
  return (
    <Flex align="center" gap={12} style={{ padding: '8px 0', borderBottom: '1px solid #f5f5f5' }}>
      {thumbnail
        ? <Image src={thumbnail} alt={attachment.file_name} width={56} height={56} style={{ objectFit: 'cover', borderRadius: 4 }} />
        : <PaperClipOutlined style={{ fontSize: 20, color: '#8c8c8c', width: 56, justifyContent: 'center' }} />}
      <Flex vertical style={{ flex: 1, minWidth: 0 }}>
        <Typography.Text style={{ overflowWrap: 'anywhere' }}>{attachment.file_name}</Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>{formatByteSize(attachment.byte_size)}</Typography.Text>
      </Flex>
      <Button icon={<DownloadOutlined />} loading={isLoading} onClick={download} aria-label={`${attachment.file_name} ${t('noticeManage.download')}`}>
        {isMobile ? null : t('noticeManage.download')}
      </Button>
    </Flex>
  );
}

/** The attached files of a notice, each downloadable from the file store (GET /files/{id}; images with a thumbnail). */
export function NoticeAttachments(props: { notice: ManagedNotice }) {
  if (props.notice.attachments.length === 0) return null;
  return (
    <Card size="small" title={t('noticeManage.attachments')} style={{ marginTop: 16 }}>
      {props.notice.attachments.map((a) => <AttachmentRow key={a.id} attachment={a} />)}
    </Card>
  );
}
