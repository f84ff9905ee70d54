/** DESIGN.md's performance budgets (mobile Lighthouse, simulated throttling, served compressed). */
export const BUDGETS = {
  score: 0.98,
  lcpMs: 1800,
  tbtMs: 100,
  cls: 0.02,
  /** Transfer size of JavaScript on a page, brotli-compressed. */
  jsBytes: 90 * 1024,
  /** Transfer size of web fonts on a page. */
  fontBytes: 250 * 1024,
} as const;

export interface RunMetrics {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBytes: number;
  fontBytes: number;
}

export type MetricName = keyof RunMetrics;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** Lists every budget the median run breaks, in words a developer can act on. */
export function budgetFailures(route: string, m: RunMetrics): string[] {
  const out: string[] = [];
  if (m.score < BUDGETS.score) out.push(`${route}: performance score ${m.score.toFixed(2)} < ${BUDGETS.score}`);
  if (m.lcpMs > BUDGETS.lcpMs) out.push(`${route}: LCP ${Math.round(m.lcpMs)} ms > ${BUDGETS.lcpMs} ms`);
  if (m.tbtMs > BUDGETS.tbtMs) out.push(`${route}: TBT ${Math.round(m.tbtMs)} ms > ${BUDGETS.tbtMs} ms`);
  if (m.cls > BUDGETS.cls) out.push(`${route}: CLS ${m.cls.toFixed(3)} > ${BUDGETS.cls}`);
  if (m.jsBytes > BUDGETS.jsBytes) out.push(`${route}: JavaScript ${(m.jsBytes / 1024).toFixed(1)} KB > ${BUDGETS.jsBytes / 1024} KB`);
  if (m.fontBytes > BUDGETS.fontBytes) out.push(`${route}: fonts ${(m.fontBytes / 1024).toFixed(1)} KB > ${BUDGETS.fontBytes / 1024} KB`);
  return out;
}
