/** Units of a file size, 1 KB = 1024 B (as Windows and the catalogue's limits count). */
const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;
const STEP = 1024;

/** A value in one unit: one decimal below 10 (1.2), whole from 10 on (12, 125), a trailing .0 left out. */
function rounded(value: number): number {
  const tenth = Math.round(value * 10) / 10;
  return tenth < 10 ? tenth : Math.round(value);
}

/**
 * A file size as people read it, the same on every screen and in every message (a file's size, a limit): 125B,
 * 1.2KB, 34KB, 9.5MB, 10MB. Written without a space, as the error catalogue writes its limits (「10MBまで」).
 * A value that rounds up to 1024 of a unit is written in the next one (1MB, not 1024KB).
 */
export function formatByteSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < STEP) return `${Math.max(0, Math.round(Number.isFinite(bytes) ? bytes : 0))}B`;
  let unit = 0;
  let value = bytes;
  while (unit < UNITS.length - 1 && rounded(value) >= STEP) {
    value /= STEP;
    unit += 1;
  }
  return `${rounded(value)}${UNITS[unit]}`;
}
