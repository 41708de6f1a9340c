import type { components } from '../../../generated/api.js';

/** The home page's cards (operations.yaml, home.summary): the guardian's or the manage side's. */
export type HomeSummary = components['schemas']['HomeSummaryResponse'];

/** The cards of one kind with nothing in them. */
export function emptyHomeSummary(options: { kind: HomeSummary['kind']; isEnabled: boolean }): HomeSummary {
  return {
    kind: options.kind, notices_enabled: options.isEnabled, unread_count: 0,
    unread_notices: [], open_surveys: [], recent_notices: [], unanswered_surveys: [],
  };
}
