import { Alert, Card, Form, Input, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useApiQuery } from '../../hooks/useApiQuery.js';
import { useFeedback } from '../../feedback/feedback.js';
import { t } from '../../i18n/i18n.js';
import { FilterButtons } from '../messaging/FilterButtons';
import { RecipientFooter } from '../messaging/recipient-choice/RecipientFooter';
import { writeRecipientChoiceAt } from '../messaging/recipient-choice/recipientChoiceStorage.js';
import type { AreaChooserProps } from '../notice/area/noticeArea.js';
import { communicationChoiceKey } from './communicationChoiceKey.js';

interface Teacher { id: number; name: string }

/**
 * Choosing the teachers of a communication: the candidates of GET /communications/teachers (the sender's
 * schoolhouses; a teacher only where ALLOW_TEACHER_COMMUNICATION_OTHER_TEACHER is on), found by name, with
 * checkboxes. The choice is kept under `communication-choose-recipients:<key>` as it changes (spec §3).
 */
export function TeacherChooser(props: AreaChooserProps) {
  const { message } = useFeedback();
  const [form] = Form.useForm<{ search_name?: string }>();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<number[]>(props.initial.teacher_ids ?? []);
  const teachers = useApiQuery('/api/v1/communications/teachers', { params: { query: search ? { search_name: search } : {} } });
  useEffect(() => {
    writeRecipientChoiceAt(communicationChoiceKey(props.routeKey), { ...props.initial, student_ids: [], teacher_ids: chosen });
  }, [props.routeKey, props.initial, chosen]);
  const rows: Teacher[] = teachers.data?.data ?? [];
  const next = () => {
    if (chosen.length === 0) void message.error(t('communication.chooser.required'));
    else props.onNext();
  };
  return (
    <>
      <Typography.Paragraph type="secondary">{t('communication.chooser.lead')}</Typography.Paragraph>
      <Card size="small" style={{ marginBottom: 16 }}>
        <Form form={form} layout="inline" role="search" onFinish={(v: { search_name?: string }) => setSearch(v.search_name?.trim() ?? '')} style={{ rowGap: 12 }}>
          <Form.Item name="search_name" label={t('communication.chooser.name')}>
            <Input allowClear maxLength={100} style={{ width: 220 }} />
          </Form.Item>
          <FilterButtons onClear={() => {
            form.resetFields();
            setSearch('');
          }} />
        </Form>
      </Card>
      <Card size="small">
        {teachers.isError && <Alert type="error" showIcon message={teachers.error.message} style={{ marginBottom: 12 }} />}
        <Table<Teacher> rowKey="id" size="small" dataSource={rows} loading={teachers.isFetching} pagination={false}
          locale={{ emptyText: t('communication.chooser.empty') }}
          columns={[{ key: 'name', title: t('communication.chooser.name'), render: (_, r) => r.name }]}
          rowSelection={{
            selectedRowKeys: chosen,
            preserveSelectedRowKeys: true,
            onChange: (keys) => setChosen(keys.map(Number)),
          }} />
      </Card>
      <RecipientFooter selectedCount={chosen.length} onBack={props.onBack} onNext={next} />
    </>
  );
}
