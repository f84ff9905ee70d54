// The perf gate of `npm test`: a route's counted facts (page-facts.ts) against the budgets in
// budgets.ts. Pure functions: the runner measures, these decide, facts-checks.test.ts pins them.
import { BUDGETS, DOCUMENT_BYTES, firstScreenRequestBudget, imageBudget } from './budgets.ts';
import type { PageFacts } from './page-facts.ts';

export type FactName =
  | 'documentBytes'
  | 'jsBytes'
  | 'fontBytes'
  | 'imageBytes'
  | 'firstScreenRequests'
  | 'renderBlocking'
  | 'scriptsBeforeFirstScreen'
  | 'cls';

export interface FactCheck {
  route: string;
  fact: FactName;
  value: number;
  limit: number;
  ok: boolean;
  /** What the count counted (the blocking resources, the early scripts), for the failure message. */
  detail?: string[];
}

/** Table order, each with its heading and how its value reads. */
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
export const FACTS: ReadonlyArray<{ fact: FactName; heading: string; format: (value: number) => string }> = [
  { fact: 'documentBytes', heading: 'doc KB', format: kb },
  { fact: 'jsBytes', heading: 'JS KB', format: kb },
  { fact: 'fontBytes', heading: 'font KB', format: kb },
  { fact: 'imageBytes', heading: 'image KB', format: kb },
  { fact: 'firstScreenRequests', heading: 'requests before code', format: String },
  { fact: 'renderBlocking', heading: 'render-blocking', format: String },
  { fact: 'scriptsBeforeFirstScreen', heading: 'scripts before first screen', format: String },
  { fact: 'cls', heading: 'CLS', format: (v) => v.toFixed(3) },
];

/** The ceiling on each fact for a route; a route with no byte budget fails rather than passes. */
export function limitsFor(route: string): Record<FactName, number> {
  return {
    documentBytes: DOCUMENT_BYTES,
    jsBytes: BUDGETS.jsBytes,
    fontBytes: BUDGETS.fontBytes,
    // Lighthouse's view of pictures is the first screen; the whole page's budget bounds it.
    imageBytes: imageBudget(route) ?? Number.NaN,
    firstScreenRequests: firstScreenRequestBudget(route),
    renderBlocking: 0,
    scriptsBeforeFirstScreen: 0,
    cls: BUDGETS.cls,
  };
}

/** One check per fact: every one is a ceiling. A fact that could not be read (NaN) fails. */
export function checkFacts(route: string, facts: PageFacts): FactCheck[] {
  const limits = limitsFor(route);
  const values: Record<FactName, number> = {
    ...facts,
    renderBlocking: facts.renderBlocking.length,
    scriptsBeforeFirstScreen: facts.scriptsBeforeFirstScreen.length,
  };
  const details: Partial<Record<FactName, string[]>> = {
    renderBlocking: facts.renderBlocking,
    scriptsBeforeFirstScreen: facts.scriptsBeforeFirstScreen,
  };
  return FACTS.map(({ fact }) => {
    const value = values[fact];
    const limit = limits[fact];
    const detail = details[fact];
    return {
      route,
      fact,
      value,
      limit,
      ok: Number.isFinite(value) && Number.isFinite(limit) && value <= limit,
      ...(detail && detail.length > 0 ? { detail } : {}),
    };
  });
}

/** Every check failed, for a route that could not be loaded. */
export function unmeasuredFacts(route: string): FactCheck[] {
  const limits = limitsFor(route);
  return FACTS.map(({ fact }) => ({ route, fact, value: Number.NaN, limit: limits[fact], ok: false }));
}

/** A failed check in words a developer can act on. */
export function describeFactFailure(check: FactCheck): string {
  const { heading, format } = FACTS.find((f) => f.fact === check.fact)!;
  if (!Number.isFinite(check.value)) return `${check.route}: ${heading} not measured`;
  if (!Number.isFinite(check.limit)) return `${check.route}: ${heading} has no budget in tools/perf/budgets.ts`;
  const what = check.detail ? ` (${check.detail.join(', ')})` : '';
  return `${check.route}: ${heading} ${format(check.value)} > budget ${format(check.limit)}${what}`;
}

/** One row per route, one column per fact, with a ✗ where a budget broke. */
export function formatFactsTable(checks: readonly FactCheck[]): string {
  const routes = [...new Set(checks.map((c) => c.route))];
  const rows = [
    ['route', ...FACTS.map((f) => f.heading)],
    ...routes.map((route) => [
      route,
      ...FACTS.map(({ fact, format }) => {
        const check = checks.find((c) => c.route === route && c.fact === fact);
        if (!check) return '';
        return `${Number.isFinite(check.value) ? format(check.value) : 'not measured'}${check.ok ? '' : ' ✗'}`;
      }),
    ]),
  ];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => (row[i] ?? '').length)) + 2);
  return rows
    .map((row) => row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(''))
    .join('\n')
    .replace(/ +$/gm, '');
}
