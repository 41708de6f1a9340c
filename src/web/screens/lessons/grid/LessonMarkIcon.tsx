import { BookOutlined, CheckCircleOutlined, ClockCircleOutlined, CloseCircleOutlined, RetweetOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { t } from '../../../kit';
import { markLabel, type LessonMark } from './lessonStatus.js';
import styles from './LessonGrid.module.css';

const ICONS: Record<LessonMark, ReactNode> = {
  scheduled: <BookOutlined />,
  makeup: <RetweetOutlined />,
  absent: <CloseCircleOutlined />,
  waiting: <ClockCircleOutlined />,
  approved: <CheckCircleOutlined />,
};

/** The icon of a lesson's mark in its colour, named for screen readers. */
export function LessonMarkIcon({ mark }: { mark: LessonMark }) {
  return <span role="img" aria-label={t(markLabel(mark))} className={`${styles.markIcon} ${styles[`mark_${mark}`]}`}>{ICONS[mark]}</span>;
}
