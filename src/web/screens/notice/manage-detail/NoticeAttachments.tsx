import { Card } from 'antd';
import { t } from '../../../i18n/i18n.js';
import { AttachmentRow } from '../../messaging/attachments/AttachmentRow';
import type { ManagedNotice } from './useManagedNotice.js';

/** The attached files of a notice, each downloadable from the file store (GET /files/{id}; images with a thumbnail). */
export function NoticeAttachments(props: { notice: ManagedNotice }) {
  if (props.notice.attachments.length === 0) return null;
  return (
    <Card size="small" title={t('noticeManage.attachments')} style={{ marginTop: 16 }}>
      {props.notice.attachments.map((a) => <AttachmentRow key={a.id} attachment={{ id: a.id, fileName: a.file_name, contentType: a.content_type, byteSize: a.byte_size }} />)}
    </Card>
  );
}
