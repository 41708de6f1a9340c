import { codeLists } from '../../../generated/enums.js';

/** The Japanese label of an event status (下書き, 公開中, 受付終了, 中止), for the messages that name it. */
export function statusLabel(status: string): string {
  return (codeLists.event_status.values as ReadonlyArray<{ code: string; label: string }>).find((v) => v.code === status)?.label ?? status;
}
