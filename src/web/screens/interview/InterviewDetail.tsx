import { EditOutlined, PrinterOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Card, Space } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { EntityDetail, ScreenPage, screenPath, t, useApiQuery, useAppAbility, type ScreenProps } from '../../kit';
import { idOf, interviewPaths } from './interviewPaths.js';

/**
 * /interview/:id (面談記録詳細, staff): one record with every field by its label (the model's generic detail), and its
 * 編集, 印刷 and the print of all the student's records.
 */
export function InterviewDetail({ screen }: ScreenProps) {
  const navigate = useNavigate();
  const ability = useAppAbility();
  const id = idOf(useParams().id);
  const record = useApiQuery('/api/v1/interviews/{id}', { params: { path: { id: Number(id ?? 0) } } }, { enabled: id !== undefined });
  const row = record.data;
  return (
    <ScreenPage
      screen={screen}
      extra={(
        <Space wrap>
          <Button icon={<UnorderedListOutlined />} onClick={() => navigate(screenPath('interview.list'))}>{t('interview.backToList')}</Button>
          {row && ability.can('update', 'interview') && (
            <Button icon={<EditOutlined />} onClick={() => navigate(interviewPaths.edit(row))}>{t('interview.edit')}</Button>
          )}
          {row && <Button onClick={() => navigate(interviewPaths.printStudent(row.student_id))}>{t('interview.printStudent')}</Button>}
          {row && <Button type="primary" icon={<PrinterOutlined />} onClick={() => navigate(interviewPaths.print([row.id]))}>{t('interview.print')}</Button>}
        </Space>
      )}
    >
      <Card style={{ maxWidth: 880 }}>
        <EntityDetail entity="interview" id={id ?? 0} />
      </Card>
    </ScreenPage>
  );
}
