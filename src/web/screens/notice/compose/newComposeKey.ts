/**
 * A fresh route key of the compose wizard: 16 hex digits naming the wizard's saved choice
 * (`choose-recipients:<key>`) and text (`notice-content:<key>`) in local storage. getRandomValues works on plain
 * http too, unlike randomUUID.
 */
export function newComposeKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
