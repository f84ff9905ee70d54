// The four ways a visitor feels speed, one row per route, for `npm run test:perf:all`: the
// first paint (LCP and FCP against the floor, from the Lighthouse runs, and the document's
// bytes), every press (the worst INP, inp.ts), the way back (back-forward.ts) and the second
// page (second-page.ts). The runner (run.ts) calls measureSpeed while its server is up and
// writes the table to reports/speed.txt (docs/architecture.md#performance-budgets).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { launchBrowser } from '../browser.ts';
import { backFromCache, elsewhereThan, openWatched } from './back-forward.ts';
import { INP_MS } from './budgets.ts';
import { documentSizes, documentsOverBudget } from './document-bytes.ts';
import { INP_RUNS, type PressSample, runRoute } from './inp.ts';
import { PRESSES } from './inp-presses.ts';
import { type InpResult, judgePresses, worstPresses } from './inp-verdict.ts';
import { secondPageFailures, totalBytes, visitTwoPages } from './second-page.ts';

/** The second pages the budget judges: after the home page, the download page and the FAQ. */
export const SECOND_PAGES = [
  ['/', '/down'],
  ['/', '/faq'],
] as const;

export interface SpeedRow {
  route: string;
  lcpRatio?: number;
  fcpRatio?: number;
  documentBytes?: number;
  worstPress?: InpResult;
  backFromCache?: boolean;
  /** What the route fetches opened after / (/ itself after /down). */
  secondPageBytes?: number;
  failed: Set<'document' | 'inp' | 'back' | 'second'>;
}

export interface Speed {
  rows: SpeedRow[];
  presses: InpResult[];
  failures: string[];
  /** How many things were judged: each document, press, way back and judged second page. */
  checks: number;
}

type Ratios = { route: string; lcpRatio?: number; fcpRatio?: number };

export async function measureSpeed(baseUrl: string, dist: string, floors: readonly Ratios[]): Promise<Speed> {
  const routes = floors.map((f) => f.route);
  const documents = documentSizes(dist);
  const failures: string[] = [];
  let checks = 0;
  const rows: SpeedRow[] = floors.map((f) => ({
    ...f,
    documentBytes: documents.find((d) => d.route === f.route)?.brotli,
    failed: new Set(),
  }));
  const row = (route: string) => rows.find((r) => r.route === route) as SpeedRow;
  for (const r of rows) {
    const over = documentsOverBudget(documents.filter((d) => d.route === r.route));
    checks += 1;
    if (over.length > 0) r.failed.add('document');
    failures.push(...over);
  }
  const browser = await launchBrowser({ backForwardCache: true });
  try {
    const samples: PressSample[] = [];
    for (let run = 0; run < INP_RUNS; run++)
      for (const presses of PRESSES.filter((p) => routes.includes(p.route))) {
        try {
          samples.push(...(await runRoute(browser, baseUrl, presses)));
        } catch (error) {
          failures.push(`${presses.route}: a press could not be made (${String(error).split('\n')[0]})`);
        }
      }
    const presses = judgePresses(samples);
    for (const press of presses) {
      checks += 1;
      const r = row(press.route);
      if (!r.worstPress || press.median > r.worstPress.median) r.worstPress = press;
      if (!press.ok) {
        r.failed.add('inp');
        failures.push(
          `${press.route} ${press.name}: INP median ${Math.round(press.median)} ms > budget ${INP_MS} ms (runs ${press.runs.map(Math.round).join(', ')})`,
        );
      }
    }
    for (const route of routes) {
      const first = route === '/' ? '/down' : '/';
      const [one, two] = await visitTwoPages(browser, baseUrl, first, route);
      row(route).secondPageBytes = totalBytes(two);
      if (SECOND_PAGES.some(([a, b]) => a === first && b === route)) {
        checks += 1;
        const over = secondPageFailures(one, two);
        if (over.length > 0) row(route).failed.add('second');
        failures.push(...over);
      }
      const watched = await openWatched(browser, baseUrl + route);
      const restored = await backFromCache(watched, baseUrl + elsewhereThan(route));
      row(route).backFromCache = restored;
      checks += 1;
      if (!restored) {
        row(route).failed.add('back');
        failures.push(`${route}: not restored from the back/forward cache (${watched.reasons.join(', ')})`);
      }
    }
    return { rows, presses, failures, checks };
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number | undefined) => (bytes === undefined ? '–' : (bytes / 1024).toFixed(1));
const ratio = (value: number | undefined) => (value === undefined ? '–' : value.toFixed(2));

/** One row per route, a ✗ after what broke its budget. */
export function formatSpeedTable(rows: readonly SpeedRow[]): string {
  const mark = (r: SpeedRow, what: 'document' | 'inp' | 'back' | 'second') => (r.failed.has(what) ? ' ✗' : '');
  const table = [
    ['route', 'LCP ÷ floor', 'FCP ÷ floor', 'document KB', 'worst INP ms', 'back/forward', 'second page KB'],
    ...rows.map((r) => [
      r.route,
      ratio(r.lcpRatio),
      ratio(r.fcpRatio),
      kb(r.documentBytes) + mark(r, 'document'),
      (r.worstPress ? `${Math.round(r.worstPress.median)} (${r.worstPress.name})` : '–') + mark(r, 'inp'),
      (r.backFromCache === undefined ? '–' : r.backFromCache ? 'restored' : 'not kept') + mark(r, 'back'),
      kb(r.secondPageBytes) + mark(r, 'second'),
    ]),
  ];
  const widths = table[0]!.map((_, i) => Math.max(...table.map((line) => (line[i] ?? '').length)) + 2);
  return table
    .map((line) => line.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(''))
    .join('\n')
    .replace(/ +$/gm, '');
}

/** Writes reports/speed.txt and speed.json, and returns the text printed with them. */
export function reportSpeed(root: string, speed: Speed, machine: string): string {
  const text = [
    `The four ways a visitor feels speed (${machine}). LCP and FCP against the floor: the applied-throttling medians above;`,
    `document: brotli; INP: the worst press's median of ${INP_RUNS} runs, CPU slowed 4×, 390 px; second page: opened after / (/ after /down), 390 px at 3×.`,
    formatSpeedTable(speed.rows),
    '',
    'Worst presses:',
    ...worstPresses(speed.presses).map((line) => `  ${line}`),
  ].join('\n');
  writeFileSync(join(root, 'reports', 'speed.txt'), `${text}\n`);
  writeFileSync(
    join(root, 'reports', 'speed.json'),
    JSON.stringify({ ...speed, rows: speed.rows.map((r) => ({ ...r, failed: [...r.failed] })) }, null, 2),
  );
  return text;
}
