// `npm test`: runs every `test:*` script in package.json order, streams its output, and ends
// with one line, `N passed, N failed`, summed over every suite (CI reads that line).
// A script joins by being added to package.json; ON_DEMAND lists the ones only run by hand.
// The site is built once: test:e2e builds dist/ (production) for its browser tests, and
// test:perf measures that dist/ instead of building it again (PERF_REUSE_DIST).
// The unit and database suites run beside the type check, the linter and the content and
// local-stack suites: each side uses a core and a bit (measured alone: 0.9-1.8 cores a suite),
// so on two cores the pair takes about as long as the longer side, and the two sides are about
// as long; their output is printed whole when they end, not interleaved. The type check and the
// linter stay on one side because both write Astro's generated types (`astro sync`). The browser
// suite starts once both sides are done, so nothing else takes the processor from its timed
// carousels and animations.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

const ON_DEMAND = new Set(['test:perf:all']);
/** Suites that run one after another beside the rest, from the start (see above). */
const BESIDE = new Set(['test:unit', 'test:db', 'test:db:scale']);
/** The first suite of the main lane that waits for the side lane (see above). */
const AFTER_BESIDE = 'test:e2e';

interface Outcome {
  suite: string;
  passed: number;
  failed: number;
  seconds: number;
  failures: string[];
}

// eslint-disable-next-line no-control-regex -- colour codes start with ESC, which is what this removes
const stripAnsi = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '');

/**
 * Reads vitest's "Tests  2 failed | 40 passed (42)" line, or a bare "N passed, N failed" line.
 * `closing` prefers the bare line: the whole suite's output holds every suite's vitest lines
 * before its own closing line (the busy benchmark read the browser suite's count as the suite's).
 */
export function parseCounts(
  output: string,
  prefer: 'vitest' | 'closing' = 'vitest',
): { passed: number; failed: number } | undefined {
  const lines = stripAnsi(output).split('\n');
  const vitest = lines.filter((line) => /^\s*Tests\s+/.test(line)).pop();
  const closing = lines.filter((line) => /^\d+ passed, \d+ failed\s*$/.test(line.trim())).pop();
  const summary = prefer === 'closing' ? (closing ?? vitest) : (vitest ?? closing);
  if (!summary) return undefined;
  const count = (word: string) => Number(summary.match(new RegExp(`(\\d+) ${word}`))?.[1] ?? 0);
  return { passed: count('passed'), failed: count('failed') };
}

/** How much of a failure's first error line the closing lines keep. */
const ERROR_CHARS = 240;

/**
 * The names of the failed tests in a suite's output (vitest's `FAIL` headings, else its `×` lines;
 * the perf script's `✗` lines), so the closing lines name them even when the full log is cut off.
 * A FAIL heading carries the first line of its error after ` ↳ ` (vitest prints the error once
 * under a group of headings that failed alike): CI may keep only the closing lines.
 */
export function failedTests(output: string, limit = 12): string[] {
  const lines = stripAnsi(output)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim());
  const heading = (line: string) => /^(FAIL|✗) /.test(line);
  // vitest's FAIL headings carry the file and the whole test name; its × lines only the last part.
  const named = lines.flatMap((line, i) => {
    if (!heading(line)) return [];
    const error = lines.slice(i + 1).find((next) => next !== '' && !heading(next));
    const isError = error !== undefined && /^[\w.]*(Error|Exception)\b|^Error:/.test(error);
    return [isError && line.startsWith('FAIL ') ? `${line} ↳ ${error.slice(0, ERROR_CHARS)}` : line];
  });
  const found = named.length > 0 ? named : lines.filter((line) => line.startsWith('× '));
  return [...new Set(found)].slice(0, limit);
}

function run(script: string, env: NodeJS.ProcessEnv = {}, stream = true): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0', ...env },
    });
    let output = '';
    const collect = (out: NodeJS.WriteStream) => (chunk: Buffer) => {
      output += chunk.toString();
      if (stream) out.write(chunk);
    };
    child.stdout.on('data', collect(process.stdout));
    child.stderr.on('data', collect(process.stderr));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

async function main() {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
  const only = process.argv.slice(2);
  const suites = Object.keys(pkg.scripts).filter(
    (name) => name.startsWith('test:') && !ON_DEMAND.has(name) && (only.length === 0 || only.includes(name)),
  );
  const startedAll = Date.now();
  const outcomes = new Map<string, Outcome>();
  const runSuite = async (suite: string, stream: boolean) => {
    if (stream) console.log(`\n▶ ${suite}`);
    const started = Date.now();
    const built = outcomes.has('test:e2e');
    const { code, output } = await run(suite, suite === 'test:perf' && built ? { PERF_REUSE_DIST: '1' } : {}, stream);
    if (!stream) console.log(`\n▶ ${suite} (ran beside the others)\n${output}`);
    const counts = parseCounts(output) ?? { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 };
    // A crash after some tests passed (or a failing file with no tests) still counts as a failure.
    if (code !== 0 && counts.failed === 0) counts.failed = 1;
    const seconds = Math.round((Date.now() - started) / 1000);
    outcomes.set(suite, { suite, ...counts, seconds, failures: counts.failed > 0 ? failedTests(output) : [] });
  };
  const inLane = async (lane: string[], stream: boolean) => {
    for (const suite of lane) await runSuite(suite, stream);
  };
  const beside = suites.filter((suite) => BESIDE.has(suite));
  const mainLane = suites.filter((suite) => !BESIDE.has(suite));
  const waits = mainLane.indexOf(AFTER_BESIDE);
  const [first, then] = waits < 0 ? [mainLane, []] : [mainLane.slice(0, waits), mainLane.slice(waits)];
  await Promise.all([inLane(beside, false), inLane(first, true)]);
  await inLane(then, true);
  const ordered = suites.map((suite) => outcomes.get(suite)).filter((o): o is Outcome => o !== undefined);
  console.log('\nsuite                 passed  failed  seconds');
  for (const o of ordered) {
    console.log(
      `${o.suite.padEnd(22)}${String(o.passed).padStart(6)}${String(o.failed).padStart(8)}${String(o.seconds).padStart(9)}`,
    );
  }
  for (const o of ordered.filter((outcome) => outcome.failures.length > 0)) {
    console.log(`\nfailed in ${o.suite}:\n${o.failures.map((line) => `  ${line}`).join('\n')}`);
  }
  const besideNote = beside.length > 0 ? ` (${beside.join(', ')} beside the others)` : '';
  console.log(`in all ${Math.round((Date.now() - startedAll) / 1000)} seconds${besideNote}`);
  const passed = ordered.reduce((n, o) => n + o.passed, 0);
  const failed = ordered.reduce((n, o) => n + o.failed, 0);
  console.log(`${passed} passed, ${failed} failed`);
  process.exitCode = failed > 0 ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
