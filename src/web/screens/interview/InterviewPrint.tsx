import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Skeleton } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { constants } from '../../../generated/constants.js';
import { PrintLayout, PrintPage, ScreenPage, screenPath, t, useApiQuery, type ScreenProps } from '../../kit';
import { idOf, studentName } from './interviewPaths.js';
import { InterviewSheet } from './InterviewSheet';

/** At most one page of the list API's records in one print (a page each). */
const MAX_RECORDS = Number(constants.maxPageSize);

/**
 * /interview/bulk/print (面談記録一括印刷, staff): the records of ?ids=3,5 (as chosen), or all of a student's
 * (?student_id=12, oldest first), on A4 pages, a record a page; 印刷 and 印刷依頼 leave a print request at the student's
 * schoolhouse (the header's count).
 */
export function InterviewPrint({ screen }: ScreenProps) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const chosen = (search.get('ids') ?? '').split(',').map(idOf).filter((id): id is number => id !== undefined).slice(0, MAX_RECORDS);
  const studentParam = idOf(search.get('student_id'));
  const ofStudent = useApiQuery('/api/v1/interviews', { params: { query: { student_id: studentParam, sort: 'interview_date', order: 'asc', limit: MAX_RECORDS } } }, { enabled: studentParam !== undefined });
  const first = useApiQuery('/api/v1/interviews/{id}', { params: { path: { id: Number(chosen[0] ?? 0) } } }, { enabled: studentParam === undefined && chosen.length > 0 });
  const ids = studentParam !== undefined ? (ofStudent.data?.data ?? []).map((r) => Number(r.id)) : chosen;
  const studentId = studentParam ?? first.data?.student_id;
  const student = useApiQuery('/api/v1/students/{id}', { params: { path: { id: Number(studentId ?? 0) } } }, { enabled: studentId !== undefined });
  const back = <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(screenPath('interview.list'))}>{t('interview.backToList')}</Button>;
  const error = ofStudent.error ?? first.error ?? student.error;
  const isLoading = ofStudent.isLoading || first.isLoading || student.isLoading;
  let body;
  if (error) body = <Alert type="error" showIcon message={error.message} />;
  else if (isLoading) body = <Skeleton active />;
  else if (ids.length === 0 || !student.data) body = <Alert type="info" showIcon message={t('interview.nothingToPrint')} />;
  if (body) return <ScreenPage screen={screen} extra={back}><Card>{body}</Card></ScreenPage>;
  const title = ids.length === 1 ? t('interview.printTitle', { name: studentName(student.data!) }) : t('interview.printTitleMany', { count: ids.length });
  return (
    <ScreenPage screen={screen}>
      <PrintLayout title={title} schoolhouseId={Number(student.data!.schoolhouse_id)} extra={back}>
        {ids.map((id) => <PrintPage key={id}><InterviewSheet id={id} /></PrintPage>)}
      </PrintLayout>
    </ScreenPage>
  );
}
