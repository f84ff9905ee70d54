// Runs the perf gate of `npm test`: every route loaded once as a first visit on a phone
// (page-facts.ts) and judged on what it fetches and how its first screen is put together
// (facts-checks.ts). Nothing here is timed, so a busy machine gives the same verdict
// (tools/perf/steady.ts shows it). Writes reports/perf.json and reports/perf.txt.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

import { launchBrowser } from '../browser.ts';
import { ROUTES } from '../routes.ts';
import { checkFacts, describeFactFailure, type FactCheck, formatFactsTable, unmeasuredFacts } from './facts-checks.ts';
import { measurePage, type PageFacts } from './page-facts.ts';
import { ROOT, serveDist } from './serve.ts';

/** Every route named (all of them unless some are), measured on one server and judged. */
export async function measureRoutes(
  named: readonly string[] = [],
): Promise<{ facts: Record<string, PageFacts | string>; checks: FactCheck[] }> {
  const routes = named.length > 0 ? named : ROUTES.map((r) => r.path);
  const server = await serveDist();
  const browser = await launchBrowser();
  const facts: Record<string, PageFacts | string> = {};
  const checks: FactCheck[] = [];
  try {
    for (const route of routes) {
      try {
        const measured = await measurePage(browser, server.url + route, server.bodyBytes);
        facts[route] = measured;
        checks.push(...checkFacts(route, measured));
      } catch (error) {
        facts[route] = String(error);
        checks.push(...unmeasuredFacts(route));
        console.log(`✗ ${route}: ${String(error)}`);
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return { facts, checks };
}

/** Measures `routes` (every route unless named) and returns the checks, printed and reported. */
export async function gate(named: readonly string[] = []): Promise<FactCheck[]> {
  const { facts, checks } = await measureRoutes(named);
  const table = [
    'A first visit on a phone (412 × 823), counted: bytes as served (brotli), requests before the',
    "page's code starts, render-blocking resources, scripts before the first screen, layout shift.",
    formatFactsTable(checks),
  ].join('\n');
  mkdirSync(join(ROOT, 'reports'), { recursive: true });
  const report = join(ROOT, 'reports', 'perf.json');
  writeFileSync(report, JSON.stringify({ facts, checks, failures: checks.filter((c) => !c.ok) }, null, 2));
  writeFileSync(join(ROOT, 'reports', 'perf.txt'), `${table}\n`);
  console.log(`\n${table}`);
  for (const failure of checks.filter((c) => !c.ok)) console.log(`✗ ${describeFactFailure(failure)}`);
  console.log(`Report: ${relative(ROOT, report)} (table: reports/perf.txt)`);
  return checks;
}
