/** count of total as a whole percent (0 when the total is 0). */
export function percentOf(count: number, total: number): number {
  return total > 0 ? Math.round((count / total) * 100) : 0;
}
