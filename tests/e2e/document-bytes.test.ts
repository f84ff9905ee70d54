// Every document arrives within the first slow-start round trip (DOCUMENT_BYTES in
// tools/perf/budgets.ts, docs/architecture.md#performance-budgets). e2e-setup has just built
// dist/; bytes are deterministic, so this gates in `npm test` where timings cannot.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, onTestFinished } from 'vitest';

import { documentSizes, documentsOverBudget } from '../../tools/perf/document-bytes';
import { ROUTES } from '../../tools/routes';

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
const sizes = documentSizes(DIST);

describe('every document within the first round trip', () => {
  it.each([...ROUTES.map((r) => r.path), '/404.html'])('%s', (route) => {
    const size = sizes.find((s) => s.route === route);
    expect(size, `${route} was built`).toBeDefined();
    expect(documentsOverBudget(size ? [size] : [])).toEqual([]);
  });

  it('fails the lightest page once a 20 KB inline block is added to it', () => {
    const lightest = sizes[sizes.length - 1];
    if (!lightest) throw new Error('dist/ has pages');
    const file = join(DIST, lightest.route.endsWith('.html') ? lightest.route : `${lightest.route}/index.html`);
    let block = '';
    for (let i = 0; block.length < 20 * 1024; i++) block += createHash('sha256').update(String(i)).digest('base64');
    const dist = mkdtempSync(join(tmpdir(), 'document-bytes-'));
    onTestFinished(() => rmSync(dist, { recursive: true, force: true }));
    writeFileSync(
      join(dist, 'index.html'),
      readFileSync(file, 'utf8').replace('</head>', `<style>/*${block}*/</style></head>`),
    );
    expect(documentsOverBudget(documentSizes(dist))).toHaveLength(1);
  });
});
