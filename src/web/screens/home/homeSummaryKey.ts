/** Query key of GET /home/summary (the home page's cards); pages that change what the cards count invalidate it. */
export const homeSummaryKey = ['home', 'summary'] as const;
