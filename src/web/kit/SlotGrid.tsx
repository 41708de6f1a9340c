import { useState, type DragEvent, type KeyboardEvent, type ReactNode } from 'react';
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
  /** A class of the screen's for a cell (e.g. a closed day shaded). */
  cellClassName?: (row: SlotAxis, column: SlotAxis) => string | undefined;
  /**
   * Something was dropped on a cell (HTML5 drag and drop, e.g. a lesson moved to another seat); cells accept drops only
   * when given, and are marked while something is dragged over them. `canDrop` may refuse some cells (a closed day).
   */
  onCellDrop?: (row: SlotAxis, column: SlotAxis, event: DragEvent<HTMLDivElement>) => void;
  canDrop?: (row: SlotAxis, column: SlotAxis) => boolean;
}

/** The key of a cell, for the one cell marked as the drop target. */
const cellKey = (row: SlotAxis, column: SlotAxis) => `${row.key}\u0000${column.key}`;

/**
 * A staff grid of rows × columns (seats × periods, teachers × days) on a CSS grid, since the calendar libraries'
 * resource views are commercial: sticky headers on both edges, scrolling in both directions, and every cell drawn by the
 * screen. Read as a grid by screen readers (row and column headers).
 */
export function SlotGrid(props: SlotGridProps) {
  const { rows, columns, onCellClick, onCellDrop, canDrop } = props;
  const [dropTarget, setDropTarget] = useState<string | undefined>();
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
              className={[styles.cell, onCellClick && styles.clickable, props.cellClassName?.(row, column), dropTarget === cellKey(row, column) && styles.dropTarget]
                .filter(Boolean).join(' ')}
              tabIndex={onCellClick ? 0 : undefined}
              onClick={onCellClick ? () => onCellClick(row, column) : undefined}
              onKeyDown={onCellClick ? choose(row, column) : undefined}
              {...(onCellDrop && (canDrop?.(row, column) ?? true) ? {
                onDragOver: (event: DragEvent<HTMLDivElement>) => {
                  event.preventDefault();
                  setDropTarget(cellKey(row, column));
                },
                onDragLeave: (event: DragEvent<HTMLDivElement>) => {
                  if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropTarget(undefined);
                },
                onDrop: (event: DragEvent<HTMLDivElement>) => {
                  event.preventDefault();
                  setDropTarget(undefined);
                  onCellDrop(row, column, event);
                },
              } : {})}
            >
              {props.renderCell(row, column)}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
