import { Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { t, useApiQuery } from '../../kit';
import { studentName } from './interviewPaths.js';

/** What was typed, as the students list filters it: a number (S00012), a reading in katakana, or a name. */
function studentQuery(text: string): { student_number?: string; student_name_kana?: string; student_name_kanji?: string } {
  const typed = text.trim();
  if (typed === '') return {};
  if (/^[A-Za-z0-9-]+$/.test(typed)) return { student_number: typed };
  if (/^[ァ-ヶー\s]+$/.test(typed)) return { student_name_kana: typed };
  return { student_name_kanji: typed };
}

/** 面談記録を作成: a dialog that asks for the student (searched by name, reading or number) and goes on with them. */
export function StudentChooser(props: { open: boolean; onClose: () => void; onChoose: (studentId: number) => void }) {
  const [typed, setTyped] = useState('');
  const [studentId, setStudentId] = useState<number>();
  const students = useApiQuery('/api/v1/students', { params: { query: { limit: 20, sort: 'student_number', ...studentQuery(typed) } } }, { enabled: props.open });
  const options = (students.data?.data ?? []).map((s) => ({ value: Number(s.id), label: t('interview.studentLine', { number: String(s.student_number ?? ''), name: studentName(s) }) }));
  return (
    <Modal
      open={props.open}
      title={t('interview.chooseStudentTitle')}
      okText={t('interview.next')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: studentId === undefined }}
      onOk={() => studentId !== undefined && props.onChoose(studentId)}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('interview.chooseStudent')} htmlFor="interview-student" required>
          <Select
            id="interview-student"
            showSearch
            filterOption={false}
            placeholder={t('interview.chooseStudentPlaceholder')}
            loading={students.isFetching}
            value={studentId}
            options={options}
            onSearch={setTyped}
            onChange={setStudentId}
            notFoundContent={students.isFetching ? t('common.loading') : t('common.noData')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
