import { Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import styles from './ComposeEditor.module.css';

/** One toolbar button of the body editor: an icon with its name as tooltip and accessible name, pressed when active. */
export function ComposeEditorButton(props: { label: string; icon: ReactNode; isActive?: boolean; isDisabled?: boolean; onClick: () => void }) {
  return (
    <Tooltip title={props.label} mouseEnterDelay={0.4}>
      <Button type="text" size="small" icon={props.icon} aria-label={props.label} aria-pressed={props.isActive}
        disabled={props.isDisabled} className={props.isActive ? styles.active : undefined}
        // Keeps the editor's selection: a mouse-down on the button would otherwise blur the editor first.
        onMouseDown={(e) => e.preventDefault()} onClick={props.onClick} />
    </Tooltip>
  );
}
