// The second page of a visit. A phone opens / and follows to /down or /faq in the same
// tab, with the production cache headers and brotli as the host serves them; the second page
// fetches at most SECOND_PAGE_BYTES, no second file of a font face, and no picture far below its
// fold (tools/perf/second-page.ts). Bytes from Chromium's counters: deterministic, so this gates
// in `npm test`.
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';

import { secondPageFailures, totalBytes, visitTwoPages } from '../../tools/perf/second-page';
import { startStaticServer } from '../../tools/static-server';
import { describe, expect, it } from '../support/browser-test';

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
let server: Awaited<ReturnType<typeof startStaticServer>>;
beforeAll(async () => {
  server = await startStaticServer({ root: DIST, brotli: true });
});
afterAll(() => server.close());

describe('the second page of a visit, at 390 px', () => {
  it.for([
    ['/', '/down'],
    ['/', '/faq'],
  ] as const)(
    '%s then %s: the second within its bytes, one font file, no far picture',
    async ([first, second], { browser }) => {
      const [one, two] = await visitTwoPages(browser, server.url, first, second);
      expect(totalBytes(one)).toBeGreaterThan(totalBytes(two));
      expect(two.fetched.some((f) => f.type === 'Document' && f.bytes > 0)).toBe(true);
      expect(secondPageFailures(one, two)).toEqual([]);
    },
  );
});
