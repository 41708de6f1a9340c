/**
 * Full-page navigation for code outside the router (API middleware): one object so that component tests, whose
 * jsdom location cannot navigate, can replace it.
 */
export const pageLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
};
