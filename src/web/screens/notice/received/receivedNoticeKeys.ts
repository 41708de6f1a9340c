/** Query keys of the guardian's notices: the received list (every filter and page) and one notice's detail. */
export const receivedNoticeKeys = {
  all: ['notice-received'] as const,
  list: ['notice-received', 'list'] as const,
  /** One notice (or communication: `area` is the area's query key) as its reader opens it. */
  detail: (area: string, id: number) => ['notice-received', area, 'detail', id] as const,
};
