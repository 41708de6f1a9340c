/** Query keys of the guardian's notices: the received list (every filter and page) and one notice's detail. */
export const receivedNoticeKeys = {
  all: ['notice-received'] as const,
  list: ['notice-received', 'list'] as const,
  detail: (id: number) => ['notice-received', 'detail', id] as const,
};
