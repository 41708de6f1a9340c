import { Alert, Card, Flex, Form, Select, Skeleton, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Contacter } from '../../../generated/enums.js';
import { EntityForm, ScreenPage, screenPath, t, useApiQuery, type Row, type ScreenProps } from '../../kit';
import { idOf, interviewPaths, studentName } from './interviewPaths.js';

/** The student's templates select: choosing one starts the form again from its title and body. */
function TemplatePicker(props: { onPick: (template: { title: string; body: string }) => void }) {
  const templates = useApiQuery('/api/v1/interviews/templates', { params: { query: { limit: 100, sort: 'sort_order' } } });
  const rows = templates.data?.data ?? [];
  return (
    <Form layout="vertical">
      <Form.Item label={t('interview.template')} htmlFor="interview-template" extra={t('interview.templateHelp')}>
        <Select
          id="interview-template"
          style={{ maxWidth: 400 }}
          allowClear
          placeholder={t('interview.templatePlaceholder')}
          loading={templates.isLoading}
          options={rows.map((r) => ({ value: Number(r.id), label: String(r.title) }))}
          onChange={(id?: number) => {
            const row = rows.find((r) => Number(r.id) === id);
            if (row) props.onPick({ title: String(row.title), body: String(row.body) });
          }}
        />
      </Form.Item>
    </Form>
  );
}

/**
 * /interview/:studentId/create and /interview/:studentId/edit/:id (staff): a student's record in the model's generic
 * form. A new record starts today, with the guardian as 面談相手, and from a template when one is chosen
 * (「テンプレートから入力」 fills タイトル and 面談内容); saved, the record's page opens.
 */
export function InterviewForm({ screen }: ScreenProps) {
  const params = useParams();
  const navigate = useNavigate();
  const studentId = idOf(params.studentId);
  const id = idOf(params.id);
  const isEdit = params.id !== undefined;
  const student = useApiQuery('/api/v1/students/{id}', { params: { path: { id: Number(studentId ?? 0) } } }, { enabled: studentId !== undefined });
  const [start, setStart] = useState<{ key: number; values: Row }>(() => ({
    key: 0,
    values: { student_id: studentId, interview_date: dayjs().format('YYYY-MM-DD'), contacter: Contacter.guardian },
  }));
  const back = () => navigate(screenPath('interview.list'));
  const saved = (row: Row) => navigate(interviewPaths.detail(row.id));
  if (studentId !== undefined && student.isLoading) return <Skeleton active />;
  const isMissing = studentId === undefined || (isEdit && id === undefined) || !student.data;
  return (
    <ScreenPage screen={screen}>
      <Card style={{ maxWidth: 880 }}>
        {isMissing ? <Alert type="error" showIcon message={student.error?.message ?? t('interview.studentNotFound')} /> : (
          <Flex vertical gap={8}>
            <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>{t('interview.student', { name: studentName(student.data) })}</Typography.Title>
            {isEdit ? (
              <EntityForm entity="interview" id={id!} onSaved={saved} onCancel={back} />
            ) : (
              <>
                <TemplatePicker onPick={(template) => setStart((s) => ({ key: s.key + 1, values: { ...s.values, ...template } }))} />
                <EntityForm key={start.key} entity="interview" initialValues={start.values} fixedFields={['student_id']} onSaved={saved} onCancel={back} />
              </>
            )}
          </Flex>
        )}
      </Card>
    </ScreenPage>
  );
}
