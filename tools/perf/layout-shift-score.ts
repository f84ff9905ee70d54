// Cumulative Layout Shift from the page's own layout-shift entries, as Lighthouse and Chrome
// count it: shifts within a second of each other form a session window of at most five
// seconds, and the score is the largest window. A shift right after input does not count.

export interface ShiftEntry {
  value: number;
  /** ms since the navigation started. */
  startTime: number;
  hadRecentInput: boolean;
}

const GAP_MS = 1000;
const WINDOW_MS = 5000;

export function layoutShiftScore(entries: readonly ShiftEntry[]): number {
  let largest = 0;
  let current = 0;
  let windowStart = Number.NEGATIVE_INFINITY;
  let previous = Number.NEGATIVE_INFINITY;
  const counted = entries.filter((e) => !e.hadRecentInput).sort((a, b) => a.startTime - b.startTime);
  for (const entry of counted) {
    if (entry.startTime - previous >= GAP_MS || entry.startTime - windowStart >= WINDOW_MS) {
      current = 0;
      windowStart = entry.startTime;
    }
    current += entry.value;
    previous = entry.startTime;
    largest = Math.max(largest, current);
  }
  return largest;
}
