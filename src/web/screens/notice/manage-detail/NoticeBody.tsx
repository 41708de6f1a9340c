import styles from './NoticeBody.module.css';

/**
 * The body of a notice: HTML the server has already sanitised (no script, event handler or javascript: URL survives
 * sanitizeBody.ts), so it is rendered as it is, with reading typography for the tags the editor produces.
 */
export function NoticeBody(props: { html: string }) {
  return <div className={styles.body} dangerouslySetInnerHTML={{ __html: props.html }} />;
}
