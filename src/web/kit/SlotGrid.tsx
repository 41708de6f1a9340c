import type { KeyboardEvent, ReactNode } from 'react';
import styles from './SlotGrid.module.css';

/** A row or column of the grid: its key, and what its header shows. */
export interface SlotAxis {
  key: string;
  label: ReactNode;
}

/** Props of a grid of rows × columns whose cells the screen draws. */
export interface SlotGridProps {
  /** The rows (e.g. seats, teachers), headed on the left. */
  rows: readonly SlotAxis[];
  /** The columns (e.g. lesson periods, days), headed at the top. */
  columns: readonly SlotAxis[];
  /** What a cell shows (a student's name, a booking, nothing). */
  renderCell: (row: SlotAxis, column: SlotAxis) => ReactNode;
  /** A cell was chosen (click, Enter or Space); cells are buttons only when given. */
  onCellClick?: (row: SlotAxis, column: SlotAxis) => void;
  /** The header of the row headers' column (e.g. 座席). */
  corner?: ReactNode;
  /** What the grid is, for screen readers (e.g. 座席表 2026年12月24日). */
  label: string;
  /** Width of a column (CSS), default 120px; the row headers take what their labels need. */
  columnWidth?: string;
}

/**
 * A staff grid of rows × columns (seats × periods, teachers × days) on a CSS grid, since the calendar libraries'
 * resource views are commercial: sticky headers on both edges, scrolling in both directions, and every cell drawn by the
 * screen. Read as a grid by screen readers (row and column headers).
 */
export function SlotGrid(props: SlotGridProps) {
  const { rows, columns, onCellClick } = props;
  const choose = (row: SlotAxis, column: SlotAxis) => (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onCellClick?.(row, column);
  };
  return (
    <div
      role="grid"
      aria-label={props.label}
      aria-rowcount={rows.length + 1}
      aria-colcount={columns.length + 1}
      className={styles.grid}
      style={{ gridTemplateColumns: `max-content repeat(${columns.length}, minmax(${props.columnWidth ?? '120px'}, 1fr))` }}
    >
      <div role="row" style={{ display: 'contents' }}>
        <div role="columnheader" className={styles.corner}>{props.corner}</div>
        {columns.map((column) => <div key={column.key} role="columnheader" className={styles.columnHeader}>{column.label}</div>)}
      </div>
      {rows.map((row) => (
        <div key={row.key} role="row" style={{ display: 'contents' }}>
          <div role="rowheader" className={styles.rowHeader}>{row.label}</div>
          {columns.map((column) => (
            <div
              key={column.key}
              role="gridcell"
              className={onCellClick ? `${styles.cell} ${styles.clickable}` : styles.cell}
              tabIndex={onCellClick ? 0 : undefined}
              onClick={onCellClick ? () => onCellClick(row, column) : undefined}
              onKeyDown={onCellClick ? choose(row, column) : undefined}
            >
              {props.renderCell(row, column)}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
