// The browser tests' one rule (docs/testing.md#browser-tests): a test file takes its pages from
// the fixture in browser-test.ts, so it neither launches Chromium nor closes what it opened in a
// try … finally of its own. Read from the files' text, for tests/unit/browser-test-rule.test.ts.
import { lineOf, type SourceFile, type Violation } from './repo-files';

const LAUNCH = /\blaunchBrowser\(|\bchromium\.launch\(/g;
/** A `finally` block whose first statement closes something. */
const FINALLY_CLOSE = /\bfinally\s*\{\s*await\s+[\w.]*close\(\)/g;

/** A browser test: in tests/e2e, or any test that drives Chromium. */
const isBrowserTest = (file: SourceFile) =>
  /^tests\/.*\.test\.tsx?$/.test(file.path) &&
  (file.path.startsWith('tests/e2e/') || /playwright-core|support\/browser-test|tools\/browser/.test(file.text));

export function browserTestViolations(files: readonly SourceFile[]): Violation[] {
  const tests = files.filter(isBrowserTest);
  return tests.flatMap((file) => [
    ...[...file.text.matchAll(LAUNCH)].map((m) => ({
      path: file.path,
      line: lineOf(file.text, m.index),
      message: 'launches Chromium itself: take a page from tests/support/browser-test.ts',
    })),
    ...[...file.text.matchAll(FINALLY_CLOSE)].map((m) => ({
      path: file.path,
      line: lineOf(file.text, m.index),
      message: 'closes in try … finally: the fixture closes what a test opens',
    })),
  ]);
}
