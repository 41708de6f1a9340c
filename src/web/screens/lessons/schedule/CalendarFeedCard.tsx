import { CopyOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Input, Popconfirm, Space, Tag } from 'antd';
import { useState } from 'react';
import { formatDate, t, useApiMutation, useApiQuery, useFeedback } from '../../../kit';
import styles from './LessonSchedule.module.css';

const FEED_PATH = '/api/v1/calendar-feed';

/** The address with a copy button: the page shows it once, right after it was issued. */
function FeedAddress({ url }: { url: string }) {
  const { message } = useFeedback();
  const copy = () => navigator.clipboard.writeText(url)
    .then(() => message.success(t('lessonSchedule.feedCard.copied')), () => message.warning(t('lessonSchedule.feedCard.copyFailed')));
  return (
    <>
      <label htmlFor="calendar-feed-url" className={styles.feedLabel}>{t('lessonSchedule.feedCard.urlLabel')}</label>
      <Space.Compact style={{ width: '100%' }}>
        <Input id="calendar-feed-url" readOnly value={url} onFocus={(e) => e.target.select()} />
        <Button icon={<CopyOutlined />} onClick={() => void copy()}>{t('lessonSchedule.feedCard.copy')}</Button>
      </Space.Compact>
      {/* webcal: opens the subscription question of Apple's calendars at once (the same address, another scheme). */}
      <Button href={url.replace(/^https?:/, 'webcal:')} style={{ marginTop: 8 }}>{t('lessonSchedule.feedCard.openInApple')}</Button>
      <Alert type="info" showIcon message={t('lessonSchedule.feedCard.urlOnce')} style={{ marginTop: 8 }} />
    </>
  );
}

/**
 * カレンダー連携: a private address of the lessons (iCal) that a phone's calendar subscribes to. 発行 shows it once
 * with a copy button and how to add it on an iPhone or in Google カレンダー; 再発行 replaces it (the old one stops), 停止
 * ends it.
 */
export function CalendarFeedCard() {
  const state = useApiQuery(FEED_PATH);
  const [url, setUrl] = useState<string | undefined>();
  const { message } = useFeedback();
  const issue = useApiMutation('post', FEED_PATH, { invalidates: [FEED_PATH] });
  const revoke = useApiMutation('delete', FEED_PATH, { invalidates: [FEED_PATH] });
  const onIssue = () => issue.mutate(undefined, {
    onSuccess: (answer) => {
      setUrl(answer.url);
      message.success(t('lessonSchedule.feedCard.issued'));
    },
  });
  const onRevoke = () => revoke.mutate(undefined, {
    onSuccess: () => {
      setUrl(undefined);
      message.success(t('lessonSchedule.feedCard.stopped'));
    },
  });
  const isActive = state.data?.is_active === true;
  return (
    <Card
      title={t('lessonSchedule.feedCard.title')}
      extra={state.data && (isActive
        ? <Tag color="green">{state.data.created_at ? t('lessonSchedule.feedCard.activeSince', { date: formatDate(state.data.created_at) }) : t('lessonSchedule.feedCard.active')}</Tag>
        : <Tag>{t('lessonSchedule.feedCard.inactive')}</Tag>)}
      className={styles.feedCard}
      loading={state.isLoading}
    >
      <p>{t('lessonSchedule.feedCard.intro')}</p>
      {url && isActive && <FeedAddress url={url} />}
      {!url && isActive && <p className={styles.note}>{t('lessonSchedule.feedCard.urlHidden')}</p>}
      <Space wrap style={{ marginTop: 12 }}>
        {!isActive && <Button type="primary" loading={issue.isPending} onClick={onIssue}>{t('lessonSchedule.feedCard.issue')}</Button>}
        {isActive && (
          <Popconfirm title={t('lessonSchedule.feedCard.reissueConfirm')} okText={t('lessonSchedule.feedCard.reissue')} cancelText={t('common.cancel')} onConfirm={onIssue}>
            <Button loading={issue.isPending}>{t('lessonSchedule.feedCard.reissue')}</Button>
          </Popconfirm>
        )}
        {isActive && (
          <Popconfirm title={t('lessonSchedule.feedCard.stopConfirm')} okText={t('lessonSchedule.feedCard.stop')} cancelText={t('common.cancel')} okButtonProps={{ danger: true }} onConfirm={onRevoke}>
            <Button danger loading={revoke.isPending}>{t('lessonSchedule.feedCard.stop')}</Button>
          </Popconfirm>
        )}
      </Space>
      <details className={styles.feedHelp} open={url !== undefined}>
        <summary>{t('lessonSchedule.feedCard.helpTitle')}</summary>
        <ul>
          <li>{t('lessonSchedule.feedCard.helpIphone')}</li>
          <li>{t('lessonSchedule.feedCard.helpGoogle')}</li>
        </ul>
        <p>{t('lessonSchedule.feedCard.helpDelay')}</p>
        <p>{t('lessonSchedule.feedCard.private')}</p>
      </details>
    </Card>
  );
}
