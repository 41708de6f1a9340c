import { describe, expect, it } from 'vitest';
import { activeMenuScreen } from '../../../src/web/layout/activeScreen.js';
import { breadcrumbItems } from '../../../src/web/layout/breadcrumbItems.js';

/** A page two roles share: the breadcrumb's parent is the first of `parent` and `otherParents` the user may open. */
describe('breadcrumb parents by what the user may open', () => {
  it('should lead staff from a report to their list and a guardian to their own', () => {
    const staff = breadcrumbItems('/report/detail/5');
    expect(staff.map((c) => [c.title, c.path])).toEqual([['指導報告書', undefined], ['指導報告書一覧', '/report/list'], ['指導報告書詳細', undefined]]);
    const guardianMay = (screen: { id: string }) => ['report.guardian-list', 'report.detail'].includes(screen.id);
    const guardian = breadcrumbItems('/report/detail/5', guardianMay);
    expect(guardian.map((c) => [c.title, c.path])).toEqual([['指導報告書', undefined], ['指導報告書一覧', '/report'], ['指導報告書詳細', undefined]]);
    expect(activeMenuScreen('/report/detail/5', guardianMay)?.id).toBe('report.guardian-list');
    expect(activeMenuScreen('/report/detail/5')?.id).toBe('report.list');
  });

  it('should keep `parent` when the user may open none of them', () => {
    expect(breadcrumbItems('/report/detail/5', () => false).map((c) => c.path)).toContain('/report/list');
  });
});
