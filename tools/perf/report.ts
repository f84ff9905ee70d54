// How the perf gate reads to a person (the table, the failures) and to tools/test.ts
// (the final `N passed, N failed` line).
import { BUDGETS, METRICS, type Check, type MetricName, type Spread } from './budgets.ts';

const HEADINGS: Record<MetricName, string> = {
  score: 'score',
  lcpMs: 'LCP ms',
  tbtMs: 'TBT ms',
  cls: 'CLS',
  jsBytes: 'JS KB',
  fontBytes: 'font KB',
};

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** Each metric in the unit its budget is written in: times in ms, sizes in KB. */
export const FORMAT: Record<MetricName, (value: number) => string> = {
  score: (v) => v.toFixed(2),
  lcpMs: (v) => String(Math.round(v)),
  tbtMs: (v) => String(Math.round(v)),
  cls: (v) => v.toFixed(3),
  jsBytes: kb,
  fontBytes: kb,
};

const cell = (metric: MetricName, s: Spread) => {
  const f = FORMAT[metric];
  return `${f(s.median)} (${f(s.min)}–${f(s.max)})`;
};

/** One row per route: median and (min–max) for each metric, with a ✗ on a broken budget. */
export function formatTable(rows: ReadonlyArray<{ route: string; spread: Record<MetricName, Spread> | undefined; checks: Check[] }>): string {
  const routeWidth = Math.max(5, ...rows.map((r) => r.route.length)) + 2;
  const cells = rows.map((row) =>
    METRICS.map((metric) => {
      const failed = row.checks.some((c) => c.metric === metric && !c.ok);
      const text = row.spread ? cell(metric, row.spread[metric]) : 'not measured';
      return `${text}${failed ? ' ✗' : ''}`;
    }),
  );
  const widths = METRICS.map((metric, i) => Math.max(HEADINGS[metric].length, ...cells.map((c) => (c[i] ?? '').length)) + 2);
  const line = (first: string, rest: string[]) => first.padEnd(routeWidth) + rest.map((t, i) => t.padEnd(widths[i] ?? 0)).join('');
  return [
    line('route', METRICS.map((m) => HEADINGS[m])),
    ...rows.map((row, i) => line(row.route, cells[i] ?? [])),
  ].join('\n').replace(/ +$/gm, '');
}

/** A failed check in words a developer can act on. */
export function describeFailure(check: Check): string {
  const f = FORMAT[check.metric];
  if (!Number.isFinite(check.value)) return `${check.route}: ${HEADINGS[check.metric]} not measured`;
  const op = check.metric === 'score' ? '<' : '>';
  return `${check.route}: ${HEADINGS[check.metric]} median ${f(check.value)} ${op} budget ${f(BUDGETS[check.metric])}`;
}

/** The line tools/test.ts and .ci/run sum: every route × budget is one check. */
export function summaryLine(checks: readonly Check[]): string {
  const failed = checks.filter((c) => !c.ok).length;
  return `${checks.length - failed} passed, ${failed} failed`;
}
