import { Card, Skeleton, Typography } from 'antd';
import { screenTitle } from '../../i18n/screenTitle.js';
import { PageHeader } from '../common/PageHeader';
import type { ScreenProps } from '../screenProps.js';
import styles from './HomeCardGrid.module.css';
import { HomeEmptyState } from './HomeEmptyState';
import { HomeGreeting } from './HomeGreeting';
import { homeCards } from './homeCards.js';
import { useHomeSummary } from './useHomeSummary.js';

/**
 * /home (every signed-in role): a greeting and a grid of cards from GET /home/summary — for a guardian the child's
 * unread notices and open surveys, for staff and teachers their recent notices with read rates and the surveys
 * still waiting for answers. With no card to show, a friendly empty state.
 */
export function Home({ screen }: ScreenProps) {
  const summary = useHomeSummary();
  const data = summary.data;
  const cards = data ? homeCards.filter((c) => c.isShown(data)) : [];
  return (
    <>
      <PageHeader title={screenTitle(screen)} />
      <HomeGreeting />
      {summary.isLoading && (
        <div className={styles.grid}>
          {[1, 2].map((n) => <Card key={n}><Skeleton active paragraph={{ rows: 4 }} /></Card>)}
        </div>
      )}
      {summary.isError && <Typography.Text type="danger">{summary.error.message}</Typography.Text>}
      {data && (cards.length > 0 ? (
        <div className={styles.grid}>
          {cards.map(({ key, Card: HomeCardView }) => <HomeCardView key={key} summary={data} />)}
        </div>
      ) : <HomeEmptyState />)}
    </>
  );
}
