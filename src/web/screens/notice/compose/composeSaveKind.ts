import type { DateInputValue } from '../../../components/date-input/index.js';

/** What a save does: keep a draft, send now, schedule, or update a notice already sent. */
export type ComposeSaveKind = 'draft' | 'publish' | 'reserve' | 'update';

/** The publishing save of the form: update for a sent notice, reserve when a send time is set, else send now. */
export function publishKind(options: { isPublished: boolean; sendAt: DateInputValue | undefined }): Exclude<ComposeSaveKind, 'draft'> {
  if (options.isPublished) return 'update';
  return options.sendAt ? 'reserve' : 'publish';
}
