import { constants } from '../../generated/constants.js';

/** Local-storage key of the owner's own switch id (spec §3 local storage: User-Owner). */
const ownerKey = 'User-Owner';
/** The request headers (and local-storage keys) of a protector and of a teacher switch. */
export const switchHeaders = [String(constants.switchProtectorHeader), String(constants.switchTeacherHeader)];

/** The switch headers to send: only a target that differs from the owner is stored. */
export function switchRequestHeaders(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const header of switchHeaders) {
    const value = window.localStorage.getItem(header);
    if (value) out[header] = value;
  }
  return out;
}

/** The owner's switch id, remembered the first time the linked accounts are listed. */
export function switchOwner(): number | undefined {
  const value = Number(window.localStorage.getItem(ownerKey));
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

/**
 * Acts as a linked account from now on. Spec §4: switching clears stored search forms and every other
 * stored value; only the owner and the switch target are kept.
 */
export function chooseAccount(options: { header: string; id: number; ownerId: number | null }): void {
  window.localStorage.clear();
  if (options.ownerId !== null) window.localStorage.setItem(ownerKey, String(options.ownerId));
  if (options.id !== options.ownerId) window.localStorage.setItem(options.header, String(options.id));
}

/** Back to the owner's own account (after code 10120). */
export function resetToOwner(): void {
  for (const header of switchHeaders) window.localStorage.removeItem(header);
}
