import { EventStatusSets, type EventStatusCode } from '../generated/enums.js';

/**
 * The statuses an event may move to from its status by POST /events/{id}/status (model/enums.yaml, event_status's sets
 * fromDraft, fromPublished, …): the server refuses any other, the event list offers these. None for an unknown code.
 */
export function eventStatusMoves(status: unknown): readonly EventStatusCode[] {
  const text = String(status);
  const key = `from${text.charAt(0).toUpperCase()}${text.slice(1)}`;
  return (EventStatusSets as Record<string, readonly EventStatusCode[]>)[key] ?? [];
}
