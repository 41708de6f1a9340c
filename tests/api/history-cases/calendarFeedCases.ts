import type { Case, HistoryEnv } from './historyCase.js';

/**
 * The calendar address writes (issue 19): issuing one inserts the user's row (a new one replaces it), stopping it
 * deletes the row; the token's hash is never recorded (history: false). Staff have no calendar address.
 */
export function calendarFeedHistoryCases(env: HistoryEnv): Record<string, () => Promise<Case>> {
  const userIdOf = (username: string) => env.f().userIdOf(username);
  return {
    'calendar-feed.issue': async () => ({
      call: { user: 'teacher7' },
      refused: { user: 'staff', error: 'FORBIDDEN' },
      rows: [{ target: 'calendar_feed', action: 'insert', after: { user_id: await userIdOf('teacher7') }, count: 1 }],
    }),
    'calendar-feed.revoke': async () => {
      const userId = await userIdOf('teacher8');
      await env.t().db.insertInto('calendar_feeds').values({ company_id: env.companyId(), user_id: userId, token_hash: 'f'.repeat(64) }).execute();
      return {
        call: { user: 'teacher8' },
        refused: { user: 'staff', error: 'FORBIDDEN' },
        rows: [{ target: 'calendar_feed', action: 'delete', before: { user_id: userId }, count: 1 }],
      };
    },
  };
}
