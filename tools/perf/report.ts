// How the perf gate reads to a person (the table, the failures) and to tools/test.ts
// (the final `N passed, N failed` line).
import { type Check, type MetricName, METRICS, type RatioName, type Spread } from './budgets.ts';
import type { FloorSpread } from './floor.ts';

const HEADINGS: Record<MetricName | RatioName, string> = {
  score: 'score',
  lcpMs: 'LCP ms',
  tbtMs: 'TBT ms',
  cls: 'CLS',
  jsBytes: 'JS KB',
  fontBytes: 'font KB',
  lcpRatio: 'LCP ÷ floor',
  fcpRatio: 'FCP ÷ floor',
};

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** Each metric in the unit its budget is written in: times in ms, sizes in KB. */
export const FORMAT: Record<MetricName | RatioName, (value: number) => string> = {
  score: (v) => v.toFixed(2),
  lcpMs: (v) => String(Math.round(v)),
  tbtMs: (v) => String(Math.round(v)),
  cls: (v) => v.toFixed(3),
  jsBytes: kb,
  fontBytes: kb,
  lcpRatio: (v) => v.toFixed(2),
  fcpRatio: (v) => v.toFixed(2),
};

interface Column<Row> {
  heading: string;
  /** The check a ✗ in this column reports; none for a column that only informs. */
  metric?: MetricName | RatioName;
  spread: (row: Row) => Spread | undefined;
  format: (value: number) => string;
}

/** Padded columns, one row per route: median (min–max), with a ✗ where the column's check failed. */
function renderTable<Row extends { route: string; checks: Check[] }>(
  columns: ReadonlyArray<Column<Row>>,
  rows: readonly Row[],
): string {
  const routeWidth = Math.max(5, ...rows.map((r) => r.route.length)) + 2;
  const cells = rows.map((row) =>
    columns.map(({ metric, spread, format }) => {
      const failed = metric !== undefined && row.checks.some((c) => c.metric === metric && !c.ok);
      const s = spread(row);
      const text = s ? `${format(s.median)} (${format(s.min)}–${format(s.max)})` : 'not measured';
      return `${text}${failed ? ' ✗' : ''}`;
    }),
  );
  const widths = columns.map(
    ({ heading }, i) => Math.max(heading.length, ...cells.map((c) => (c[i] ?? '').length)) + 2,
  );
  const line = (first: string, rest: string[]) =>
    first.padEnd(routeWidth) + rest.map((t, i) => t.padEnd(widths[i] ?? 0)).join('');
  return [
    line(
      'route',
      columns.map((c) => c.heading),
    ),
    ...rows.map((row, i) => line(row.route, cells[i] ?? [])),
  ]
    .join('\n')
    .replace(/ +$/gm, '');
}

type BudgetRow = { route: string; spread: Record<MetricName, Spread> | undefined; checks: Check[] };

/** One row per route: median and (min–max) for each metric, with a ✗ on a broken budget. */
export function formatTable(rows: readonly BudgetRow[]): string {
  const columns = METRICS.map((metric): Column<BudgetRow> => ({
    heading: HEADINGS[metric],
    metric,
    spread: (row) => row.spread?.[metric],
    format: FORMAT[metric],
  }));
  return renderTable(columns, rows);
}

type FloorRow = { route: string; floor: FloorSpread | undefined; checks: Check[] };

const paint = (heading: string, key: keyof FloorSpread): Column<FloorRow> => ({
  heading,
  spread: (row) => row.floor?.[key],
  format: FORMAT.lcpMs,
});
const ratio = (metric: RatioName): Column<FloorRow> => ({
  heading: HEADINGS[metric],
  metric,
  spread: (row) => row.floor?.[metric],
  format: FORMAT[metric],
});

/**
 * One row per route against the floor runs taken beside it: its LCP and FCP, the floor's, and the
 * ratios the floor budgets judge. The time columns carry no ✗: their budgets are in the other table.
 */
export function formatFloorTable(rows: readonly FloorRow[]): string {
  const columns = [
    paint('LCP ms', 'lcpMs'),
    paint('FCP ms', 'fcpMs'),
    paint('floor LCP ms', 'floorLcpMs'),
    paint('floor FCP ms', 'floorFcpMs'),
    ratio('lcpRatio'),
    ratio('fcpRatio'),
  ];
  return renderTable(columns, rows);
}

/** A failed check in words a developer can act on. */
export function describeFailure(check: Check): string {
  const f = FORMAT[check.metric];
  if (!Number.isFinite(check.value)) return `${check.route}: ${HEADINGS[check.metric]} not measured`;
  const op = check.metric === 'score' ? '<' : '>';
  return `${check.route}: ${HEADINGS[check.metric]} median ${f(check.value)} ${op} budget ${f(check.limit)}`;
}

/** The line tools/test.ts and .ci/run sum: every route × budget is one check. */
export function summaryLine(checks: readonly { ok: boolean }[]): string {
  const failed = checks.filter((c) => !c.ok).length;
  return `${checks.length - failed} passed, ${failed} failed`;
}
