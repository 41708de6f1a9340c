import { CommentOutlined, DeleteOutlined, EditOutlined, EyeInvisibleOutlined, FileAddOutlined, FormOutlined, PrinterOutlined, ProfileOutlined, SendOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, Modal, Popconfirm, Space, Tabs } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { entities } from '../../../generated/entities.js';
import { EntityList, ScreenPage, t, useApiMutation, useCurrentUser, useFeedback, useMayCall, type Row, type ScreenProps } from '../../kit';
import { readSaved, REPORT_SEARCH_FORM_KEY, REPORT_SEARCH_IDS_KEY, reportPaths, save } from './reportPaths.js';
import { UnreadFamilies } from './UnreadFamilies';

type Filters = Record<string, string | number | boolean | Array<string | number>>;

const REPORTS = '/api/v1/lesson-reports';
/** The list's columns for a teacher: the model's, but 講師. */
const TEACHER_COLUMNS = (entities.lesson_report.list?.columns ?? []).filter((column: string) => column !== 'teacher_id');
/** A comment's longest text (the comment's maxLength in the model). */
const COMMENT_MAX = entities.lesson_report_comment.fields.body.maxLength;

/** The buttons of the chosen rows: 公開する, 非公開に戻す, 印刷, コメント and 削除 (one atomic bulk delete). */
function ChosenActions({ rows, clear }: { rows: Row[]; clear: () => void }) {
  const navigate = useNavigate();
  const { message } = useFeedback();
  const publish = useApiMutation('post', '/api/v1/lesson-reports/publish', { invalidates: [REPORTS] });
  const unpublish = useApiMutation('post', '/api/v1/lesson-reports/bulk-unpublish', { invalidates: [REPORTS] });
  const remove = useApiMutation('post', '/api/v1/lesson-reports/bulk-delete', { invalidates: [REPORTS] });
  const comment = useApiMutation('post', '/api/v1/lesson-reports/bulk-comment', { invalidates: [REPORTS], formFields: ['body'] });
  const [isCommenting, setCommenting] = useState(false);
  const [form] = Form.useForm<{ body: string }>();
  const mayComment = useMayCall('report.bulk-comment');
  const ids = rows.map((row) => Number(row.id));
  const done = (text: string) => {
    void message.success(text);
    clear();
  };
  const sendComment = ({ body }: { body: string }) => {
    comment.mutate({ body: { ids, body } }, {
      onSuccess: (result) => {
        setCommenting(false);
        form.resetFields();
        done(t('report.commented', { count: result.count }));
      },
    });
  };
  const bodyError = comment.fieldErrors.find((e) => e.field === 'body')?.message;
  return (
    <>
      <Button type="primary" icon={<SendOutlined />} loading={publish.isPending}
        onClick={() => publish.mutate({ body: { ids } }, { onSuccess: (r) => done(t('report.published', { count: r.count })) })}>
        {t('report.publish')}
      </Button>
      <Button icon={<EyeInvisibleOutlined />} loading={unpublish.isPending}
        onClick={() => unpublish.mutate({ body: { ids } }, { onSuccess: (r) => done(t('report.unpublished', { count: r.count })) })}>
        {t('report.unpublish')}
      </Button>
      <Button icon={<PrinterOutlined />} onClick={() => navigate(reportPaths.print(ids))}>{t('report.print')}</Button>
      {mayComment && <Button icon={<CommentOutlined />} onClick={() => setCommenting(true)}>{t('report.comment')}</Button>}
      <Popconfirm
        title={t('report.deleteConfirm', { count: ids.length })}
        okText={t('report.delete')}
        okButtonProps={{ danger: true }}
        onConfirm={() => remove.mutateAsync({ body: { ids } }).then((r) => done(t('report.deleted', { count: r.count })), () => undefined)}
      >
        <Button danger icon={<DeleteOutlined />} loading={remove.isPending}>{t('report.delete')}</Button>
      </Popconfirm>
      <Modal
        open={isCommenting}
        title={t('report.commentTitle', { count: ids.length })}
        okText={t('report.commentSend')}
        okButtonProps={{ icon: <SendOutlined />, loading: comment.isPending }}
        onOk={() => form.submit()}
        onCancel={() => setCommenting(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={sendComment} preserve={false}>
          <Form.Item
            name="body"
            label={t('report.commentLabel')}
            extra={t('report.commentHelp')}
            rules={[{ required: true, whitespace: true, message: t('report.commentRequired') }]}
            validateStatus={bodyError ? 'error' : undefined}
            help={bodyError}
          >
            <Input.TextArea rows={5} maxLength={COMMENT_MAX} showCount autoFocus />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

/**
 * /report/list (指導報告書一覧, staff and teachers): the reports in the model's generic list (filters, sort, pages, CSV)
 * with a check box a row; the chosen rows are published, unpublished, printed, commented on or deleted together. A
 * row's 編集 and 詳細 open its pages. The search (filters) and the ids of the rows shown are kept in localStorage
 * (report-search-form, report-search-ids): the list opens with the last search, and the edit page walks 前へ/次へ
 * through its result. 授業から作成 and 一括編集 (today's reports) are in the header. Staff also see 未読の家庭.
 */
export function ReportList({ screen }: ScreenProps) {
  const navigate = useNavigate();
  const user = useCurrentUser();
  const mayCreate = useMayCall('report.bulk-create');
  const mayUpdate = useMayCall('report.bulk-update');
  const seesUnread = useMayCall('report.unread-families');
  const [initialFilters, setInitialFilters] = useState<Filters | undefined>(() => readSaved<Filters>(REPORT_SEARCH_FORM_KEY));
  const [listKey, setListKey] = useState(0);
  const [tab, setTab] = useState('reports');
  const onRowsShown = useCallback((rows: Row[], filters: Filters) => {
    save(REPORT_SEARCH_FORM_KEY, filters);
    save(REPORT_SEARCH_IDS_KEY, rows.map((row) => Number(row.id)));
  }, []);
  const today = dayjs().format('YYYY-MM-DD');
  const list = (
    <EntityList
      key={listKey}
      entity="lesson_report"
      views={[]}
      // A teacher reads only their own teacher row: the list leaves the column out rather than show a colleague's id.
      columns={user.role === 'TEACHER' ? TEACHER_COLUMNS : undefined}
      initialFilters={initialFilters}
      onRowsShown={onRowsShown}
      bulk={{ actions: (rows: Row[], clear: () => void) => <ChosenActions rows={rows} clear={clear} /> }}
      rowActions={(row: Row) => (
        <Space size={4}>
          <Button size="small" icon={<EditOutlined />} onClick={() => navigate(reportPaths.edit(row.id))}>{t('report.edit')}</Button>
          <Button size="small" icon={<ProfileOutlined />} onClick={() => navigate(reportPaths.detail(row.id))}>{t('report.detail')}</Button>
        </Space>
      )}
    />
  );
  return (
    <ScreenPage
      screen={screen}
      extra={(
        <Space wrap>
          {mayCreate && <Button type="primary" icon={<FileAddOutlined />} onClick={() => navigate(reportPaths.create())}>{t('report.createFromLessons')}</Button>}
          {mayUpdate && <Button icon={<FormOutlined />} onClick={() => navigate(reportPaths.bulkEdit(today))}>{t('report.bulkEdit')}</Button>}
        </Space>
      )}
    >
      <Card>
        {seesUnread ? (
          <Tabs
            activeKey={tab}
            onChange={setTab}
            items={[
              { key: 'reports', label: t('report.tabReports'), children: list },
              {
                key: 'unread',
                label: t('report.tabUnread'),
                children: (
                  <UnreadFamilies
                    onShowReports={(family) => {
                      // The list searches the student's name (shown in the filter bar, so the search can be cleared).
                      setInitialFilters({ student_name: family.student_name });
                      setListKey((k) => k + 1);
                      setTab('reports');
                    }}
                  />
                ),
              },
            ]}
          />
        ) : list}
      </Card>
    </ScreenPage>
  );
}
