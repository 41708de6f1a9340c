import type { AccessControlProvider } from '@refinedev/core';

/**
 * Refine's access control over the current user's CASL ability (see accessDecision.ts). The rules
 * load on first use, so the login page does not carry them.
 */
export const accessControlProvider: AccessControlProvider = {
  async can(params) {
    const { decideForCurrentUser } = await import('./accessDecision.js');
    return decideForCurrentUser(params);
  },
  options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
};
