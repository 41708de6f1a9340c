import type { ReactNode } from 'react';
import type { Row } from '../model/rowLabel.js';
import { EntityListPanel } from '../screens/generic/EntityListPanel';
import type { FilterValues } from '../screens/generic/FilterBar';
import { RefineScope } from '../screens/generic/RefineScope';

/** Props of an embedded generic list. */
export interface EntityListProps {
  /** Entity name of the model (model/entities). */
  entity: string;
  /**
   * Filters always applied, by the entity's list.filters names, e.g. `{ status: PrintStatus.pending }`: not shown
   * above the list, sent with every page and the CSV; a new row starts with those that are form fields.
   */
  filters?: FilterValues;
  /** What is offered beside the list (each also only when the model's API and CASL allow it); default all three. */
  views?: ReadonlyArray<'create' | 'edit' | 'detail'>;
  /** More buttons of a row, after 詳細, 編集 and 削除. */
  rowActions?: (row: Row) => ReactNode;
  /** The model's list columns to show, in this order (e.g. leave out a column a fixed filter makes the same); default all. */
  columns?: readonly string[];
  /**
   * Rows chosen with a check box each (on a wide screen) for bulk actions: `delete` offers 選択した行を削除 (when the
   * model's API and CASL allow it), `actions` the screen's own buttons for the chosen rows (e.g. 選択した行を印刷).
   */
  bulk?: { delete?: boolean; actions?: (rows: Row[], clear: () => void) => ReactNode };
  /** The user's filters (shown in the filter bar) the list starts with instead of the model's defaults, e.g. a saved search. */
  initialFilters?: FilterValues;
  /**
   * Called with the rows of the page shown (in order) and the user's filters, once loaded and each time they change:
   * the screen may save the search and its result (e.g. for 前へ/次へ on an edit page). Pass a stable function.
   */
  onRowsShown?: (rows: Row[], filters: FilterValues) => void;
}

/**
 * The generic list of an entity inside a custom screen, as the model's list screens show it (filters, sort, pages, CSV,
 * create, edit and detail drawers), narrowed by fixed filters:
 *
 *     <EntityList entity="print_request" filters={{ status: PrintStatus.pending }} />
 */
export function EntityList(props: EntityListProps) {
  return (
    <RefineScope>
      <EntityListPanel entity={props.entity} views={props.views ?? ['create', 'edit', 'detail']} fixedFilters={props.filters} rowActions={props.rowActions} columns={props.columns} bulk={props.bulk}
        initialFilters={props.initialFilters} onRowsShown={props.onRowsShown} />
    </RefineScope>
  );
}
