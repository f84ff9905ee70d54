// @vitest-environment node
// Every browser test takes its pages from the fixture (docs/testing.md#browser-tests), checked on
// the repository as it is and on planted bad examples, so the check is known to fail.
import { describe, expect, it } from 'vitest';

import { browserTestViolations } from '../support/browser-test-rule';
import { readRepoFiles, type SourceFile } from '../support/repo-files';

const file = (path: string, ...lines: string[]): SourceFile => ({ path, text: lines.join('\n') });
// Put together at run time, so this file never contains what it forbids.
const LAUNCH = ['launch', 'Browser()'].join('');
const CLOSE = [`} ${['fin', 'ally'].join('')} {`, '  await close();', '}'];

describe('browser tests use the fixture', () => {
  it('finds no test file that launches Chromium or closes in try … finally', () => {
    expect(browserTestViolations(readRepoFiles()).map((v) => `${v.path}:${v.line} ${v.message}`)).toEqual([]);
  });

  it('finds a planted launch and a planted try … finally, each on its line', () => {
    const planted = [
      file('tests/e2e/a.test.ts', "import { x } from 'y';", `const browser = await ${LAUNCH};`),
      file(
        'tests/local/b.test.ts',
        "import type { Page } from 'playwright-core';",
        'try {',
        '  await page.goto(url);',
        ...CLOSE,
      ),
    ];
    expect(browserTestViolations(planted).map((v) => `${v.path}:${v.line}`)).toEqual([
      'tests/e2e/a.test.ts:2',
      'tests/local/b.test.ts:4',
    ]);
  });

  it('leaves the fixture itself, non-test files and tests without a browser alone', () => {
    const elsewhere = [
      file('tests/db/c.test.ts', 'try {', '  await db.query(sql);', ...CLOSE),
      file('tests/support/browser-test.ts', `const browser = await ${LAUNCH};`),
      file('tools/perf/gate.ts', `const browser = await ${LAUNCH};`, ...CLOSE),
    ];
    expect(browserTestViolations(elsewhere)).toEqual([]);
  });
});
