import { useParams } from 'react-router';
import { useCurrentUser, type ScreenProps } from '../../kit';
import { reportIdOf } from './DetailPaths.js';
import { FamilyReportDetail } from './FamilyReportDetail';
import { SchoolReportDetail } from './DetailSchoolReport';

/**
 * /report/detail/:id (指導報告書詳細): for staff and teachers the stored report with its publication, the family's
 * reading and the thread; for a guardian (a notification 「指導報告書が公開されました」 opens it) the published report of
 * the child acted for as a card, and the thread with the school. An id that is not a number shows the not-found message.
 */
export function ReportDetail({ screen }: ScreenProps) {
  const user = useCurrentUser();
  const id = reportIdOf(useParams().id);
  return user.role === 'PROTECTOR' ? <FamilyReportDetail screen={screen} id={id} /> : <SchoolReportDetail screen={screen} id={id} />;
}
