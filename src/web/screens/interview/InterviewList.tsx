import { EditOutlined, PlusOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button, Card, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { EntityList, ScreenPage, t, useAppAbility, type Row, type ScreenProps } from '../../kit';
import { interviewPaths } from './interviewPaths.js';
import { StudentChooser } from './StudentChooser';

/**
 * /interview (面談記録一覧, staff): every student's records, newest first, in the model's generic list (filters by
 * student, date, 面談相手, 面談方法 and 面談担当者; CSV; detail; delete). 面談記録を作成 asks for the student and opens
 * their form; a row's 編集 and 印刷 open its form and its A4 print; chosen rows are printed together (a page each) or
 * deleted together.
 */
export function InterviewList({ screen }: ScreenProps) {
  const navigate = useNavigate();
  const ability = useAppAbility();
  const [isChoosing, setChoosing] = useState(false);
  const canWrite = ability.can('create', 'interview');
  return (
    <ScreenPage
      screen={screen}
      extra={canWrite && <Button type="primary" icon={<PlusOutlined />} onClick={() => setChoosing(true)}>{t('interview.create')}</Button>}
    >
      <Card>
        <EntityList
          entity="interview"
          views={['detail']}
          bulk={{
            delete: true,
            actions: (rows: Row[]) => (
              <Button icon={<PrinterOutlined />} onClick={() => navigate(interviewPaths.print(rows.map((r) => r.id)))}>{t('interview.printChosen')}</Button>
            ),
          }}
          rowActions={(row: Row) => (
            <Space size={4}>
              {ability.can('update', 'interview') && (
                <Button size="small" icon={<EditOutlined />} onClick={() => navigate(interviewPaths.edit({ id: row.id, student_id: row.student_id }))}>{t('interview.edit')}</Button>
              )}
              <Button size="small" icon={<PrinterOutlined />} onClick={() => navigate(interviewPaths.print([row.id]))}>{t('interview.print')}</Button>
            </Space>
          )}
        />
      </Card>
      <StudentChooser open={isChoosing} onClose={() => setChoosing(false)} onChoose={(studentId) => navigate(interviewPaths.create(studentId))} />
    </ScreenPage>
  );
}
