import type { Dayjs } from 'dayjs';

/** What a save does: keep a draft, send now, schedule, or update a notice already sent. */
export type ComposeSaveKind = 'draft' | 'publish' | 'reserve' | 'update';

/** The publishing save of the form: update for a sent notice, reserve when a send time is set, else send now. */
export function publishKind(options: { isPublished: boolean; sendAt: Dayjs | null | undefined }): Exclude<ComposeSaveKind, 'draft'> {
  if (options.isPublished) return 'update';
  return options.sendAt ? 'reserve' : 'publish';
}
