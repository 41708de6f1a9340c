import type { Modifier } from '@dnd-kit/core';

/** Rows move up and down only (the one modifier of @dnd-kit/modifiers a sortable table needs). */
export const restrictToVerticalAxis: Modifier = ({ transform }) => ({ ...transform, x: 0 });
