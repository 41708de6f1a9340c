import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Popconfirm, Progress, Result, Table, Typography, Upload } from 'antd';
import { DownloadOutlined, InboxOutlined, UploadOutlined } from '@ant-design/icons';
import { constants } from '../../../generated/constants.js';
import { codeLabel, ImportStatus } from '../../../generated/enums.js';
import { showCallError } from '../../feedback/showErrorMessage.js';
import { t } from '../../i18n/i18n.js';
import { screenTitle } from '../../i18n/screenTitle.js';
import { entityInfo, formInfo } from '../../model/modelAccess.js';
import { apiClient } from '../../providers/apiClient.js';
import { apiData } from '../../providers/apiData.js';
import { downloadFile } from '../../providers/downloadFile.js';
import { PageHeader } from '../common/PageHeader';
import { formatByteSize } from '../../../shared/byteSize.js';
import { attachmentAccept, attachmentProblem } from '../common/fileCheck.js';
import { operationById, type MultipartRules } from '../../../generated/operations.js';
import type { ScreenProps } from '../screenProps.js';
import type { components } from '../../../generated/api.js';
import { useFeedback } from '../../feedback/feedback.js';
import { RecentImports } from './RecentImports';
import { detailText, listText, parenthesized } from '../../format/japaneseText.js';

type Checked = components['schemas']['ImportCheckResponse'];
type ImportProgress = components['schemas']['ImportProgressResponse'];

/** What the check operation takes (model operations.yaml import.check: CSV or .xlsx, its size, its own errors). */
const importRules = operationById('import.check').multipart as MultipartRules;
const DONE: readonly string[] = [ImportStatus.succeeded, ImportStatus.failed];

/** Checks a file on the server: every row, before anything is written. */
async function checkFile(target: string, file: File): Promise<Checked> {
  const form = new FormData();
  form.append('data', '{}');
  form.append('file', file, file.name);
  return apiData(apiClient.POST('/api/v1/imports/{target}', { params: { path: { target } }, body: form as never, bodySerializer: (body: unknown) => body as FormData }));
}

/** Where an import stands, asked every second until it is done; the job's id lives in the address, so a reload goes on. */
function ImportRun(props: { id: number; onAnother: () => void; onDone: () => void }) {
  const query = useQuery({
    queryKey: ['import-progress', props.id],
    queryFn: () => apiData(apiClient.GET('/api/v1/import-jobs/{id}/progress', { params: { path: { id: String(props.id) } } })),
    refetchInterval: (q) => (q.state.data && DONE.includes(q.state.data.status) ? false : 1000),
  });
  const p: ImportProgress | undefined = query.data;
  const isDone = p !== undefined && DONE.includes(p.status);
  const { onDone } = props;
  // The list of recent imports below shows the finished run too.
  useEffect(() => {
    if (isDone) onDone();
  }, [isDone, onDone]);
  if (query.error) return <Alert type="error" showIcon message={query.error.message} />;
  if (!p || !DONE.includes(p.status)) {
    const percent = p && p.total_rows > 0 ? Math.floor((p.processed_rows / p.total_rows) * 100) : 0;
    return (
      <Flex vertical gap={8} role="status" aria-live="polite">
        <Typography.Text>{t('dataImport.running')}{parenthesized(p ? codeLabel('import_status', p.status) : '')}</Typography.Text>
        <Progress percent={percent} aria-label={t('dataImport.running')} />
      </Flex>
    );
  }
  const another = <Button key="another" onClick={props.onAnother}>{t('dataImport.another')}</Button>;
  return p.status === ImportStatus.succeeded
    ? <Result status="success" title={t('dataImport.succeeded', { inserted: p.inserted_rows, updated: p.updated_rows })} extra={another} />
    : <Result status="error" title={t('dataImport.failed', { message: p.message ?? '' })} extra={another} />;
}

/**
 * A data import (spec section 2 "data import"): the screen's entity (model `import:`) from a CSV in the format of its
 * list's CSV export. The file is checked on the server first — every invalid row with its line, column and reason —
 * and only a file without errors can be imported; the import runs as a job, all rows or none, with its progress.
 */
export function DataImport({ screen }: ScreenProps) {
  const target = screen.entity;
  if (!target) throw new Error(`screen "${screen.id}" has no entity`);
  const info = entityInfo(target);
  const { message } = useFeedback();
  const [params, setParams] = useSearchParams();
  const running = Number(params.get('job')) || undefined;
  const [file, setFile] = useState<File>();
  const [checked, setChecked] = useState<Checked>();
  const [isChecking, setChecking] = useState(false);
  const [isStarting, setStarting] = useState(false);
  const [refreshKey, setRefreshKey] = useState(0);
  const declared = (info as { import?: { key: readonly string[]; positional?: { label: string } } | null }).import;
  const form = Object.keys(formInfo(target)?.schema.properties ?? {});
  const keyLabels = detailText((declared?.key ?? []).map((k) => info.fields[k]?.label ?? k));
  // A reference named by another field in the file says so: 生徒（生徒番号）.
  const columnLabel = (f: string) => {
    const field = info.fields[f];
    const by = field?.ref && field.refBy ? entityInfo(field.ref).fields[field.refBy]?.label : undefined;
    return by && by !== field!.label ? t('dataImport.columnBy', { label: field!.label, by }) : (field?.label ?? f);
  };
  const columnLabels = listText(form.map(columnLabel));
  const canAdd = (info.api?.operations ?? []).includes('create');

  const check = () => {
    if (!file) return;
    setChecking(true);
    setChecked(undefined);
    checkFile(target, file).then(setChecked, showCallError).finally(() => {
      setChecking(false);
      setRefreshKey((k) => k + 1);
    });
  };
  const start = () => {
    if (!checked) return;
    setStarting(true);
    apiData(apiClient.POST('/api/v1/import-jobs/{id}/run', { params: { path: { id: String(checked.import_job_id) } } }))
      .then(() => setParams({ job: String(checked.import_job_id) }), showCallError)
      .finally(() => setStarting(false));
  };
  const reset = () => {
    setParams({});
    setFile(undefined);
    setChecked(undefined);
    setRefreshKey((k) => k + 1);
  };
  const exportTemplate = () => {
    downloadFile({ path: `${constants.apiBasePath}${info.api!.path}/export`, fallbackName: `${target}.csv` })
      .then(() => void message.success(t('genericScreen.exportDone')), showCallError);
  };
  const invalid = checked ? checked.total_rows - checked.valid_rows : 0;
  const refreshRecent = useCallback(() => setRefreshKey((k) => k + 1), []);

  return (
    <>
      <PageHeader title={screenTitle(screen)} />
      <Flex vertical gap={16}>
        <Card>
          <Flex vertical gap={12}>
            <Typography.Paragraph style={{ margin: 0 }}>{t('dataImport.lead', { entity: info.label })}</Typography.Paragraph>
            <Typography.Paragraph style={{ margin: 0 }}>
              {canAdd ? t('dataImport.keyRule', { key: keyLabels }) : t('dataImport.keyRuleUpdateOnly', { key: keyLabels, entity: info.label })}
            </Typography.Paragraph>
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>{t('dataImport.columns', { columns: columnLabels })}</Typography.Paragraph>
            {declared?.positional && <Typography.Paragraph style={{ margin: 0 }}>{t('dataImport.positional', { label: declared.positional.label })}</Typography.Paragraph>}
            <div><Button icon={<DownloadOutlined />} onClick={exportTemplate}>{t('dataImport.template')}</Button></div>
          </Flex>
        </Card>
        <Card>
          {running ? <ImportRun id={running} onAnother={reset} onDone={refreshRecent} /> : (
            <Flex vertical gap={16}>
              <Upload.Dragger
                accept={attachmentAccept(importRules)}
                maxCount={1}
                beforeUpload={(chosen) => {
                  const problem = attachmentProblem({ file: chosen, attachedCount: 0, rules: importRules });
                  if (problem) {
                    void message.error(problem);
                    return Upload.LIST_IGNORE;
                  }
                  setFile(chosen);
                  setChecked(undefined);
                  return false;
                }}
                onRemove={() => {
                  setFile(undefined);
                  setChecked(undefined);
                }}
                fileList={file ? [{ uid: 'file', name: file.name, status: 'done' }] : []}
                aria-label={t('dataImport.choose')}
              >
                <p className="ant-upload-drag-icon"><InboxOutlined /></p>
                <p className="ant-upload-text">{t('dataImport.drop')}</p>
                <p className="ant-upload-hint">{t('dataImport.maxSize', { size: formatByteSize(importRules.maxBytes) })}</p>
              </Upload.Dragger>
              <div>
                <Button type="primary" icon={<UploadOutlined />} disabled={!file} loading={isChecking} onClick={check}>
                  {isChecking ? t('dataImport.checking') : t('dataImport.check')}
                </Button>
              </div>
              {checked && (
                <Flex vertical gap={12}>
                  <Typography.Text strong>
                    {t('dataImport.summary', { file: checked.file_name, total: checked.total_rows, valid: checked.valid_rows, invalid, encoding: codeLabel('import_encoding', checked.encoding) })}
                  </Typography.Text>
                  {invalid > 0 ? (
                    <>
                      <Alert type="error" showIcon message={t('dataImport.fixAndRetry')} />
                      {checked.errors_truncated && <Typography.Text type="secondary">{t('dataImport.errorsTruncated', { count: checked.errors.length })}</Typography.Text>}
                      <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>{t('dataImport.errorsTitle')}</Typography.Title>
                      <Table
                        size="small"
                        rowKey={(e) => `${e.row}-${e.column}-${e.message}`}
                        dataSource={checked.errors}
                        pagination={{ pageSize: 20, showSizeChanger: false }}
                        columns={[
                          { key: 'row', title: t('dataImport.row'), dataIndex: 'row', width: 80 },
                          { key: 'column', title: t('dataImport.column'), dataIndex: 'column', width: 180 },
                          { key: 'message', title: t('dataImport.reason'), dataIndex: 'message' },
                        ]}
                      />
                    </>
                  ) : (
                    <div>
                      <Popconfirm title={t('dataImport.runConfirm', { total: checked.total_rows })} okText={t('dataImport.run')} cancelText={t('common.cancel')} onConfirm={start}>
                        <Button type="primary" loading={isStarting}>{t('dataImport.run')}</Button>
                      </Popconfirm>
                    </div>
                  )}
                  <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>{t('dataImport.sampleTitle')}</Typography.Title>
                  <div tabIndex={0} role="group" aria-label={t('dataImport.sampleTitle')} style={{ overflowX: 'auto' }}>
                    <Table
                      size="small"
                      rowKey={(_, i) => String(i)}
                      pagination={false}
                      dataSource={checked.sample.map((cells) => Object.fromEntries(cells.map((c, i) => [String(i), c])))}
                      columns={checked.columns.map((label, i) => ({ key: String(i), title: <span style={{ whiteSpace: 'nowrap' }}>{label}</span>, dataIndex: String(i) }))}
                    />
                  </div>
                </Flex>
              )}
            </Flex>
          )}
        </Card>
        <RecentImports target={target} refreshKey={refreshKey} onDiscarded={(id) => { if (checked?.import_job_id === id) setChecked(undefined); }} />
      </Flex>
    </>
  );
}
