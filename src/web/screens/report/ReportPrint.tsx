import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Skeleton } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { constants } from '../../../generated/constants.js';
import { PrintLayout, PrintPage, ScreenPage, t, useApiQuery, type ScreenProps } from '../../kit';
import { idsOf, reportPaths } from './reportPaths.js';
import { ReportSheet } from './ReportSheet';

/** At most one page of the list API's records in one print (a page each). */
const MAX_REPORTS = Number(constants.maxPageSize);

/**
 * /report/print?ids=3,5 (指導報告書の印刷, staff and teachers): the chosen reports on A4 pages, a report a page
 * (ReportSheet); 印刷 and 印刷依頼 leave a print request at the first report's schoolhouse (the header's count).
 */
export function ReportPrint({ screen }: ScreenProps) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const ids = idsOf(search.get('ids')).slice(0, MAX_REPORTS);
  const first = useApiQuery('/api/v1/lesson-reports/{id}', { params: { path: { id: Number(ids[0] ?? 0) } } }, { enabled: ids.length > 0 });
  const back = <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(reportPaths.list())}>{t('report.backToList')}</Button>;
  let body;
  if (ids.length === 0) body = <Alert type="info" showIcon message={t('report.nothingToPrint')} />;
  else if (first.error) body = <Alert type="error" showIcon message={first.error.status === 404 ? t('report.notFound') : first.error.message} />;
  else if (!first.data) body = <Skeleton active />;
  if (body) return <ScreenPage screen={screen} extra={back}><Card>{body}</Card></ScreenPage>;
  const title = ids.length === 1 ? t('report.printTitle') : t('report.printTitleMany', { count: ids.length });
  return (
    <ScreenPage screen={screen}>
      <PrintLayout title={title} schoolhouseId={Number(first.data!.schoolhouse_id)} extra={back}>
        {ids.map((id) => <PrintPage key={id}><ReportSheet id={id} /></PrintPage>)}
      </PrintLayout>
    </ScreenPage>
  );
}
