/** Value of the `after` query parameter of "/" that asks for the after-switch start page. */
export const AFTER_SWITCH_PARAM = 'switch';

/**
 * Where a full page load lands after choosing or resetting a linked account: "/" then picks the page with the
 * new account's rights. Kept free of imports so the log-in chunk stays small.
 */
export function afterSwitchUrl(basePath: string): string {
  return `${basePath}/?after=${AFTER_SWITCH_PARAM}`;
}
