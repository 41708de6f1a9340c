import { Alert, Typography } from 'antd';
import { Link } from 'react-router';
import { screenPath, t } from '../../../kit';

/**
 * The seat messages of spec section 8 over the grid: コマ割りのデータがありません (no seats or periods, with where to set
 * them up), 休校日です, 授業はありません (the grid still shows and its empty cells still take lessons).
 */
export function GridNotice(props: { kind: 'noData' | 'closedDay' | 'noLesson'; closedName?: string }) {
  if (props.kind === 'noData') {
    return (
      <Alert
        type="info"
        showIcon
        message={t('lessonGrid.empty.noData')}
        description={(
          <>
            <Typography.Paragraph style={{ marginBottom: 4 }}>{t('lessonGrid.empty.noDataHint')}</Typography.Paragraph>
            <Link to={screenPath('setting-system.seats')}>{t('screen.settingSystem.seats')}</Link>
            {' / '}
            <Link to={screenPath('setting-system.timetable')}>{t('screen.settingSystem.timetable')}</Link>
          </>
        )}
      />
    );
  }
  if (props.kind === 'closedDay') {
    return <Alert type="warning" showIcon style={{ marginBottom: 12 }}
      message={props.closedName ? t('lessonGrid.empty.closedDayNamed', { name: props.closedName }) : t('lessonGrid.empty.closedDay')} />;
  }
  return <Alert type="info" showIcon style={{ marginBottom: 12 }} message={t('lessonGrid.empty.noLesson')} description={t('lessonGrid.empty.noLessonHint')} />;
}
