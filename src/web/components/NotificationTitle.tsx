import { Button } from 'antd';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { useOpenNotification, type ClickedNotification } from '../hooks/useOpenNotification.js';

const blockedStyle: CSSProperties = { padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start', justifyContent: 'flex-start' };

/**
 * A notification's title as the thing to click: a link to the page its kind opens for the reader, or a button that
 * says why there is none. `herePath`: the page this title is shown on; a row leading there (a maintenance message on
 * /notification) is plain text, its whole text being on screen already.
 */
export function NotificationTitle(props: { row: ClickedNotification & { title: string }; herePath?: string; isStrong?: boolean; onNavigate?: () => void }) {
  const { row } = props;
  const { openingOf, onOpen, onBlocked } = useOpenNotification();
  const opening = openingOf(row);
  const text = props.isStrong ? <strong>{row.title}</strong> : row.title;
  if (opening.kind === 'open' && opening.path === props.herePath) return <span>{text}</span>;
  if (opening.kind === 'open') {
    return (
      <Link to={opening.path} className="notification-title-link" onClick={() => { onOpen(row); props.onNavigate?.(); }}>
        {text}
      </Link>
    );
  }
  return <Button type="link" style={blockedStyle} onClick={() => onBlocked(row, opening.reason)}>{text}</Button>;
}
