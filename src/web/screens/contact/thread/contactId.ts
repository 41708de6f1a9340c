/** The thread's id of the address (/contact/detail/:id), or undefined when it is not a positive whole number. */
export function contactIdOf(value: string | undefined): number | undefined {
  const id = Number(value);
  return value !== undefined && /^\d+$/.test(value) && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** The reads a write to a thread changes: the thread, the lists and the header's bell. */
export const CONTACT_READS = ['/api/v1/contacts', '/api/v1/contacts-of-teacher', '/api/v1/notifications'] as const;
