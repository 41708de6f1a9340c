import type { ReactNode } from 'react';
import styles from './PrintLayout.module.css';

/** One A4 page of a document in a PrintLayout: a sheet on screen, a sheet of paper printed (content running over goes on). */
export function PrintPage(props: { children?: ReactNode; label?: string }) {
  return <section className={styles.page} aria-label={props.label}>{props.children}</section>;
}
