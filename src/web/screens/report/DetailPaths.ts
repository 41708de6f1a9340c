import { screenPath } from '../../kit';

/** The pages of a report: its page, its form, its print, the lists. */
export const detailPaths = {
  detail: (id: unknown) => screenPath('report.detail', { id: String(id) }),
  edit: (id: unknown) => `${screenPath('report.edit')}?id=${String(id)}`,
  print: (id: unknown) => `${screenPath('report.print')}?ids=${String(id)}`,
  list: () => screenPath('report.list'),
  familyList: () => screenPath('report.guardian-list'),
};

/** A positive id of a path or query (digits only), else undefined. */
export function reportIdOf(text: string | null | undefined): number | undefined {
  return text && /^[1-9][0-9]{0,14}$/.test(text) ? Number(text) : undefined;
}
