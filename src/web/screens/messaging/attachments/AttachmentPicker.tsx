import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, List, Progress, Tag, Typography } from 'antd';
import { useRef } from 'react';
import { formatByteSize } from '../../../../shared/byteSize.js';
import { t } from '../../../i18n/i18n.js';
import type { MultipartRules } from '../../../../generated/operations.js';
import { attachmentAccept, attachmentLimits, attachmentProblem } from '../../common/fileCheck.js';

/** A saved attachment of the notice being edited. */
export interface SavedAttachment {
  id: number;
  file_name: string;
  byte_size: number;
}

/** How far the save's upload has come: idle before, then 0–100 %. */
export interface UploadProgress {
  phase: 'idle' | 'uploading' | 'done';
  percent: number;
}

/**
 * 添付ファイル of a notice or a contact: the saved attachments kept (edit) and the files picked now, chosen one at a time and checked against the
 * contract's limits before anything is sent; the upload's progress while saving. Picked files live only in the
 * page (the browser cannot keep them through a reload), which the help says.
 */
export function AttachmentPicker(props: {
  /** The operation's file rules (count, types, sizes): the model's `multipart` of the save. */
  rules: MultipartRules;
  saved: SavedAttachment[];
  files: File[];
  progress: UploadProgress;
  onRemoveSaved: (id: number) => void;
  onAdd: (file: File) => void;
  onRemove: (file: File) => void;
  onProblem: (message: string | undefined) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const { rules } = props;
  const count = props.saved.length + props.files.length;
  const pick = (file: File | undefined) => {
    if (!file) return;
    const problem = attachmentProblem({ file, attachedCount: count, rules });
    props.onProblem(problem);
    if (!problem) props.onAdd(file);
  };
  const rows = [
    ...props.saved.map((a) => ({ key: `saved-${a.id}`, name: a.file_name, bytes: a.byte_size, isSaved: true, remove: () => props.onRemoveSaved(a.id) })),
    ...props.files.map((f, i) => ({ key: `new-${i}-${f.name}`, name: f.name, bytes: f.size, isSaved: false, remove: () => props.onRemove(f) })),
  ];
  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('noticeCompose.content.attachmentHelp', attachmentLimits(rules))}</Typography.Text>
      {rows.length > 0 && (
        <List size="small" bordered dataSource={rows} renderItem={(r) => (
          <List.Item actions={[
            <Button key="remove" type="text" size="small" danger icon={<DeleteOutlined />} aria-label={`${t('noticeCompose.content.attachmentRemove')} ${r.name}`}
              disabled={props.progress.phase === 'uploading'} onClick={r.remove} />,
          ]}>
            <Flex gap={8} align="center" style={{ minWidth: 0 }}>
              <PaperClipOutlined style={{ color: '#8c8c8c' }} />
              <Typography.Text ellipsis style={{ maxWidth: 360 }}>{r.name}</Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>{formatByteSize(r.bytes)}</Typography.Text>
              {r.isSaved && <Tag>{t('noticeCompose.content.attachmentSaved')}</Tag>}
            </Flex>
          </List.Item>
        )} />
      )}
      <div>
        <Button icon={<UploadOutlined />} onClick={() => input.current?.click()} disabled={props.progress.phase === 'uploading'}>
          {t('noticeCompose.content.attachmentAdd')}
        </Button>
        <input ref={input} type="file" hidden accept={attachmentAccept(rules)} aria-label={t('noticeCompose.content.attachments')}
          onChange={(e) => {
            pick(e.target.files?.[0]);
            // The same file may be picked again after removing it.
            e.target.value = '';
          }} />
      </div>
      {props.files.length > 0 && <Typography.Text type="warning" style={{ fontSize: 12 }}>{t('noticeCompose.content.attachmentNotKept')}</Typography.Text>}
      {props.progress.phase !== 'idle' && (
        <div>
          <Progress percent={props.progress.percent} status={props.progress.phase === 'done' ? 'success' : 'active'} size="small"
            aria-label={t('noticeCompose.content.attachments')} />
          <Typography.Text type="secondary" style={{ fontSize: 12 }} role="status">
            {props.progress.phase === 'done' ? t('noticeCompose.content.uploaded') : t('noticeCompose.content.uploading', { percent: props.progress.percent })}
          </Typography.Text>
        </div>
      )}
    </Flex>
  );
}
