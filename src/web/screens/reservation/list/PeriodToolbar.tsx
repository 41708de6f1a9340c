import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Segmented } from 'antd';
import type { Dayjs } from 'dayjs';
import { t } from '../../../kit';
import type { PeriodView } from './frameTypes.js';
import { weekDays } from './periodDates.js';
import styles from './ReservationList.module.css';

/** The title of the period shown: 2026年12月, or 2026年11月29日〜12月5日. */
export function periodTitle(view: PeriodView, date: Dayjs): string {
  if (view === 'month') return date.format(t('reservation.period.monthTitle'));
  const days = weekDays(date);
  return t('reservation.period.weekTitle', { from: days[0]!.format(t('reservation.period.weekFrom')), to: days[6]!.format(t('reservation.period.weekTo')) });
}

/** 前へ, 今日, 次へ, the title of the period, and the choice of 週 and 月. */
export function PeriodToolbar(props: { view: PeriodView; date: Dayjs; onStep: (direction: 1 | -1) => void; onToday: () => void; onView: (view: PeriodView) => void }) {
  const isWeek = props.view === 'week';
  return (
    <div className={styles.toolbar}>
      <div className={styles.toolbarNav}>
        <Button icon={<LeftOutlined />} title={t(isWeek ? 'reservation.period.previousWeek' : 'reservation.period.previousMonth')} onClick={() => props.onStep(-1)}>
          {t('reservation.period.previous')}
        </Button>
        <Button onClick={props.onToday}>{t('reservation.period.today')}</Button>
        <Button title={t(isWeek ? 'reservation.period.nextWeek' : 'reservation.period.nextMonth')} onClick={() => props.onStep(1)}>
          {t('reservation.period.next')}<RightOutlined />
        </Button>
      </div>
      <h2 className={styles.periodTitle} aria-live="polite">{periodTitle(props.view, props.date)}</h2>
      <Segmented<PeriodView>
        aria-label={t('reservation.period.viewLabel')}
        value={props.view}
        onChange={props.onView}
        options={[{ value: 'week', label: t('reservation.period.week') }, { value: 'month', label: t('reservation.period.month') }]}
      />
    </div>
  );
}
