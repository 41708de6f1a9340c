import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** The WCAG 2.2 AA rule set the portal promises (issue 8), colour contrast included. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** What a journey may narrow: a part of the page, or a rule left out for one named element (say why beside it). */
export interface AccessibilityOptions {
  /** CSS selectors to check instead of the whole page (an open drawer: `.ant-drawer-content`). */
  include?: string[];
  /** CSS selectors of elements left out, each with a comment at the call saying why. */
  exclude?: string[];
}

/**
 * Waits until antd's motions have ended: no element is half-way through an enter or leave transition (a fading
 * drawer or message would be measured at a partial opacity and fail contrast for the wrong reason).
 */
async function waitForSettledPage(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.querySelector('[class*="-enter-active"], [class*="-appear-active"], [class*="-leave-active"]') === null,
    undefined,
    { timeout: 5_000 },
  ).catch(() => undefined);
  await page.waitForTimeout(150);
}

/**
 * axe-core's run in the page itself, injected once per document (a later check of the same page reuses it).
 * @axe-core/playwright's default mode injects axe again on every check and finishes each run in a new blank page of
 * the context (a renderer of its own: ~2.3 s a check on a 2-core machine against ~1 s); the portal has no frames, the
 * one case that mode exists for. The rules, tags and result are axe's own either way.
 */
async function blockingViolations(page: Page, options: AccessibilityOptions) {
  const hasAxe = await page.evaluate(() => typeof (window as unknown as { axe?: { run?: unknown } }).axe?.run === 'function');
  if (!hasAxe) await page.evaluate(axe.source);
  // Selectors only (strings cross into the page as they are); axe reads a missing include as the whole document.
  const context = { include: options.include?.length ? options.include : undefined, exclude: options.exclude ?? [] };
  const result: axe.AxeResults = await page.evaluate(
    ({ context, tags }) => {
      const checker = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<unknown> } }).axe;
      return checker.run(context.include ? context : { exclude: context.exclude }, { runOnly: { type: 'tag', values: tags } });
    },
    { context, tags: WCAG_TAGS },
  ) as axe.AxeResults;
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/**
 * Runs axe (WCAG 2.0/2.1/2.2 A and AA, colour contrast on) on the page as it is now and throws with one line per
 * serious or critical violation (rule id, element, where) when there is any.
 */
export async function expectAccessible(page: Page, where: string, options: AccessibilityOptions = {}): Promise<void> {
  await waitForSettledPage(page);
  let blocking = await blockingViolations(page, options);
  if (blocking.length > 0) {
    // Once more after a pause: a fade that carries no motion class (seen on CI: text behind a half-shown drawer mask,
    // measured at 1.24:1) is gone by then; what the page really shows stays.
    await page.waitForTimeout(1_000);
    blocking = await blockingViolations(page, options);
  }
  if (blocking.length === 0) return;
  const lines = blocking.flatMap((v) => v.nodes.map((n) => {
    const detail = n.failureSummary?.split('\n').slice(1).join(' ').trim().slice(0, 200) ?? '';
    return `  [${v.impact}] ${v.id} at ${n.target.join(' ')} (${where}): ${detail}`;
  }));
  throw new Error(`${lines.length} accessibility violation(s) on ${where} (${page.url()}):\n${lines.join('\n')}`);
}
