// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { failedTests, parseCounts } from './test.ts';

// What vitest and the perf script print, colours and all, as `npm test` reads it.
const VITEST_FAILED = [
  '\u001b[31m   \u001b[31m×\u001b[31m hides the message for the visibility timeout\u001b[39m\u001b[32m 16\u001b[2mms\u001b[22m\u001b[39m',
  '\u001b[41m\u001b[1m FAIL \u001b[22m\u001b[49m \u001b[30m\u001b[42m db \u001b[49m\u001b[39m tests/db/extensions.test.ts\u001b[2m > \u001b[22mpgmq > hides the message',
  '\u001b[2m      Tests \u001b[22m \u001b[1m\u001b[31m1 failed\u001b[39m\u001b[22m\u001b[2m | \u001b[22m\u001b[1m\u001b[32m965 passed\u001b[39m\u001b[22m',
].join('\n');

describe('reading a suite’s output', () => {
  it('counts vitest’s passed and failed tests', () => {
    expect(parseCounts(VITEST_FAILED)).toEqual({ passed: 965, failed: 1 });
  });

  it('counts a script’s own closing line', () => {
    expect(parseCounts('table\n104 passed, 0 failed\n')).toEqual({ passed: 104, failed: 0 });
  });

  it('reads the whole suite’s closing line over the last suite’s vitest line when asked', () => {
    const whole = `${VITEST_FAILED}\nsuite  passed  failed\n5963 passed, 1 failed\n`;
    expect(parseCounts(whole, 'closing')).toEqual({ passed: 5963, failed: 1 });
    expect(parseCounts(VITEST_FAILED, 'closing')).toEqual({ passed: 965, failed: 1 });
  });

  it('names a failed vitest test by its file and full name', () => {
    expect(failedTests(VITEST_FAILED)).toEqual(['FAIL db tests/db/extensions.test.ts > pgmq > hides the message']);
  });

  it('carries the first line of each failure’s error, shared by a group of headings that failed alike', () => {
    const output = [
      ' FAIL  e2e tests/e2e/a.test.ts > one',
      ' FAIL  e2e tests/e2e/a.test.ts > two',
      'Error: /hero.avif still loading',
      ' ❯ tests/support/pictures.ts:80:9',
      ' FAIL  db tests/db/b.test.ts > three',
      `AssertionError: expected ${'x'.repeat(400)}`,
    ].join('\n');
    const [one, two, three] = failedTests(output);
    expect(one).toBe('FAIL e2e tests/e2e/a.test.ts > one ↳ Error: /hero.avif still loading');
    expect(two).toBe('FAIL e2e tests/e2e/a.test.ts > two ↳ Error: /hero.avif still loading');
    expect(three).toMatch(/^FAIL db tests\/db\/b\.test\.ts > three ↳ AssertionError: expected x+$/);
    expect(three!.length).toBeLessThan(320);
  });

  it('falls back to the × lines, and reads the perf script’s ✗ lines', () => {
    expect(failedTests('  × one\n  ✓ two\n  × one\n')).toEqual(['× one']);
    expect(failedTests('✗ /industry: LCP ÷ floor 1.21 > 1.20\nok\n')).toEqual(['✗ /industry: LCP ÷ floor 1.21 > 1.20']);
  });

  it('names nothing when nothing failed, and at most the limit', () => {
    expect(failedTests('  ✓ fine\n')).toEqual([]);
    expect(failedTests(Array.from({ length: 30 }, (_, i) => `× t${i}`).join('\n'), 3)).toEqual([
      '× t0',
      '× t1',
      '× t2',
    ]);
  });
});
