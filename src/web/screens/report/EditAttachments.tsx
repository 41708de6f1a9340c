import { PaperClipOutlined, SaveOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex } from 'antd';
import { useState } from 'react';
import type { MultipartRules } from '../../../generated/operations.js';
import { operationById } from '../../../generated/operations.js';
import { AttachmentPicker, reportApiError, t, uploadWithProgress, useFeedback, useRefreshApiReads, type SavedAttachment, type UploadProgress } from '../../kit';

/** The file rules of POST /lesson-reports/{id}/attachments (the model's; the server checks them again). */
const reportFileRules = operationById('report.attachments').multipart as MultipartRules;

type Attachment = { id: number; file_name: string; size: number };

/**
 * 添付ファイル of a report (where 指導報告書設定 uses them): the saved files (removable) and files picked now, saved
 * together with their upload's progress; the family downloads them from the report's page once it is published.
 */
export function ReportAttachments(props: { reportId: number; saved: readonly Attachment[] }) {
  const { message } = useFeedback();
  const refresh = useRefreshApiReads();
  const [removed, setRemoved] = useState<number[]>([]);
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | undefined>();
  const [progress, setProgress] = useState<UploadProgress>({ phase: 'idle', percent: 0 });
  const kept: SavedAttachment[] = props.saved.filter((a) => !removed.includes(a.id)).map((a) => ({ id: a.id, file_name: a.file_name, byte_size: a.size }));
  const isChanged = files.length > 0 || removed.length > 0;
  const save = async () => {
    setProgress({ phase: 'uploading', percent: 0 });
    try {
      await uploadWithProgress({
        path: '/api/v1/lesson-reports/{id}/attachments', pathParams: { id: props.reportId }, input: { keep_attachment_ids: kept.map((a) => a.id) },
        files, fileField: reportFileRules.field, onProgress: (percent) => setProgress({ phase: 'uploading', percent }),
      });
      setProgress({ phase: 'done', percent: 100 });
      setFiles([]);
      setRemoved([]);
      await refresh(['/api/v1/lesson-reports']);
      void message.success(t('reportView.attachmentsSaved'));
    } catch (error) {
      setProgress({ phase: 'idle', percent: 0 });
      reportApiError(error);
    }
  };
  return (
    <Card size="small" title={<Flex align="center" gap={8}><PaperClipOutlined />{t('reportView.attachments')}</Flex>} style={{ marginTop: 16 }}>
      <Flex vertical gap={8}>
        <AttachmentPicker rules={reportFileRules} saved={kept} files={files} progress={progress} onProblem={setProblem}
          onRemoveSaved={(id) => setRemoved((r) => [...r, id])} onAdd={(file) => setFiles((f) => [...f, file])} onRemove={(file) => setFiles((f) => f.filter((x) => x !== file))} />
        {problem && <Alert type="error" showIcon message={problem} />}
        <Flex justify="flex-end">
          <Button type="primary" icon={<SaveOutlined />} disabled={!isChanged} loading={progress.phase === 'uploading'} onClick={() => void save()}>{t('reportView.attachmentsSave')}</Button>
        </Flex>
      </Flex>
    </Card>
  );
}
