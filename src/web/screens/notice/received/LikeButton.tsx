import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { t } from '../../../i18n/i18n.js';
import { useNoticeLike } from './useNoticeLike.js';

/** The guardian's like of a notice with the notice's like count; pressed again it takes the like back. */
export function LikeButton(props: { noticeId: number; liked: boolean; count: number }) {
  const like = useNoticeLike(props.noticeId);
  return (
    <Button
      size="large"
      shape="round"
      aria-pressed={props.liked}
      aria-label={`${t('noticeReceived.like')} ${t('noticeReceived.likeCount', { count: props.count })}`}
      icon={props.liked ? <HeartFilled style={{ color: '#eb2f96' }} /> : <HeartOutlined />}
      style={props.liked ? { borderColor: '#ffadd2', background: '#fff0f6' } : undefined}
      onClick={() => like.mutate()}
    >
      {t('noticeReceived.like')} <span data-like-count>{props.count}</span>
    </Button>
  );
}
