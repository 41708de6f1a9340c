import { createContext, useContext, useMemo, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import { HolderOutlined } from '@ant-design/icons';
import {
  DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors,
  type Announcements, type DragEndEvent, type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { restrictToVerticalAxis } from './restrictToVerticalAxis.js';
import { t } from '../../i18n/i18n.js';

/** What the drag handle of a row needs from its row (dnd-kit's listeners on the handle only, not the whole row). */
const HandleContext = createContext<{ attributes: HTMLAttributes<HTMLElement>; listeners: Record<string, unknown> | undefined; setActivatorNodeRef: (el: HTMLElement | null) => void } | undefined>(undefined);

/** The drag handle of a sortable row: mouse, touch and keyboard (space/enter to lift, arrows to move). */
export function DragHandle({ name }: { name: string }) {
  const handle = useContext(HandleContext);
  return (
    <button
      type="button"
      className="sortable-handle"
      aria-label={`${name}: ${t('genericScreen.reorder.handle')}`}
      ref={handle?.setActivatorNodeRef}
      {...handle?.attributes}
      {...handle?.listeners}
    >
      <HolderOutlined aria-hidden />
    </button>
  );
}

/** The sortable state of one row or card: its node ref, its moving style and what its handle needs. */
function useSortableItem(id: string, baseStyle?: CSSProperties) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const style: CSSProperties = {
    ...baseStyle,
    transform: CSS.Translate.toString(transform),
    transition,
    ...(isDragging ? { position: 'relative', zIndex: 9, background: '#fff7e6' } : {}),
  };
  const value = useMemo(() => ({ attributes, listeners, setActivatorNodeRef }), [attributes, listeners, setActivatorNodeRef]);
  return { setNodeRef, style, value };
}

/** A table row that can be dragged by its handle (antd Table `components.body.row`). */
export function SortableRow(props: HTMLAttributes<HTMLTableRowElement> & { 'data-row-key'?: string }) {
  const { setNodeRef, style, value } = useSortableItem(props['data-row-key'] ?? '', props.style);
  return (
    <HandleContext.Provider value={value}>
      <tr {...props} ref={setNodeRef} style={style} />
    </HandleContext.Provider>
  );
}

/** A card of a list on a phone that can be dragged by its handle (GenericListCards). */
export function SortableCard(props: { id: string; children: ReactNode }) {
  const { setNodeRef, style, value } = useSortableItem(props.id);
  return (
    <HandleContext.Provider value={value}>
      <div role="listitem" ref={setNodeRef} style={style}>{props.children}</div>
    </HandleContext.Provider>
  );
}

/**
 * Makes the rows of a table (or the cards of a phone list) sortable by drag and by keyboard, announcing each step in Japanese. `onMove` gets every
 * id in the new order when a row is dropped somewhere else.
 */
export function SortableRows(props: {
  ids: UniqueIdentifier[];
  nameOf: (id: UniqueIdentifier) => string;
  onMove: (ids: UniqueIdentifier[]) => void;
  children: ReactNode;
}) {
  const { ids, nameOf } = props;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const positionOf = (id: UniqueIdentifier | undefined) => (id === undefined ? 0 : ids.indexOf(id) + 1);
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('genericScreen.reorder.picked', { name: nameOf(active.id), position: positionOf(active.id) }),
    onDragOver: ({ active, over }) => (over ? t('genericScreen.reorder.over', { name: nameOf(active.id), position: positionOf(over.id) }) : undefined),
    onDragEnd: ({ active, over }) => t('genericScreen.reorder.moved', { name: nameOf(active.id), position: positionOf(over?.id ?? active.id) }),
    onDragCancel: ({ active }) => t('genericScreen.reorder.cancelled', { name: nameOf(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    props.onMove(arrayMove(ids, ids.indexOf(active.id), ids.indexOf(over.id)));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[restrictToVerticalAxis]}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('genericScreen.reorder.instructions') } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {props.children}
      </SortableContext>
    </DndContext>
  );
}
