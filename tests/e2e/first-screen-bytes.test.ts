// Every route's first screen arrives in the document's first round trip: the markup up to the
// last element a phone or a PC shows on load, with the styles in <head> before it, within
// FIRST_SCREEN_BYTES brotli (tools/perf/first-screen-bytes.ts,
// docs/architecture.md#performance-budgets). The rest of the document follows in the same
// response. e2e-setup has just built dist/; bytes do not move with the machine's load.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';

import { DOCUMENT_BYTES, FIRST_SCREEN_BYTES } from '../../tools/perf/budgets';
import { documentSizes, documentsOverBudget } from '../../tools/perf/document-bytes';
import { brotliPrefixBytes, FIRST_SCREENS, firstScreenEnd, lastSeenElement } from '../../tools/perf/first-screen-bytes';
import { ROUTES } from '../../tools/routes';
import { describe, expect, it, type OpenPage } from '../support/browser-test';
import { seedPopupNoon } from '../support/seed-popup';

const baseURL = inject('baseURL');
const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
const PATHS = [...ROUTES.map((r) => r.path), '/404.html'];
const fileOf = (path: string) => (path.endsWith('.html') ? path : `${path === '/' ? '' : path}/index.html`);
const sourceOf = (path: string) => readFileSync(join(DIST, fileOf(path)), 'utf8');

/**
 * The page as its first screen is painted: its own code, which starts after that screen, held
 * back. `firstVisit`: on the first-visit notice's last day, without the cookie that dismissed it.
 */
async function firstScreenBytes(
  openPage: OpenPage,
  path: string,
  screen: { width: number; height: number },
  html: string,
  firstVisit = false,
) {
  const { page } = await openPage(screen.width, { viewport: screen }, { showFirstVisitPopup: firstVisit });
  if (firstVisit) await page.clock.setFixedTime(seedPopupNoon());
  await holdCode(page);
  await page.route(`${baseURL}${path}`, (route) =>
    route.fulfill({ body: html, contentType: 'text/html; charset=utf-8' }),
  );
  await page.goto(`${baseURL}${path}`, { waitUntil: 'load' });
  const seen = await lastSeenElement(page);
  return { bytes: await brotliPrefixBytes(html, firstScreenEnd(html, seen)), seen, page };
}

const holdCode = (page: Page) => page.route(/\/_astro\/[^?]*\.js(\?|$)/, () => undefined);

/** Text brotli cannot shrink much (base64 of a hash chain), the same on every run. */
function incompressible(length: number): string {
  let text = '';
  for (let i = 0; text.length < length; i++) text += createHash('sha256').update(String(i)).digest('base64');
  return text.slice(0, length);
}

describe('the first screen within the first round trip', () => {
  it.for(PATHS.flatMap((path) => FIRST_SCREENS.map(({ width, height }) => [path, width, height] as const)))(
    '%s at %i × %i',
    async ([path, width, height], { openPage }) => {
      const { bytes, seen } = await firstScreenBytes(openPage, path, { width, height }, sourceOf(path));
      expect(bytes, `the first screen ends with ${seen.name}`).toBeLessThanOrEqual(FIRST_SCREEN_BYTES);
    },
  );

  it.for(FIRST_SCREENS.map(({ width, height }) => [width, height] as const))(
    'on a first visit, / at %i × %i with the first-visit notice open',
    async ([width, height], { openPage }) => {
      const { bytes, seen, page } = await firstScreenBytes(openPage, '/', { width, height }, sourceOf('/'), true);
      await expect(page.locator('first-visit-popup dialog[open]').count()).resolves.toBe(1);
      expect(bytes, `the first screen ends with ${seen.name}`).toBeLessThanOrEqual(FIRST_SCREEN_BYTES);
    },
  );

  it('fails a page whose first screen a 20 KB inline block in <head> pushes back', async ({ openPage }) => {
    const heavy = sourceOf('/login').replace(
      '</head>',
      `<script type="application/json">"${incompressible(20 * 1024)}"</script></head>`,
    );
    const { bytes } = await firstScreenBytes(openPage, '/login', FIRST_SCREENS[0], heavy);
    expect(bytes).toBeGreaterThan(FIRST_SCREEN_BYTES);
  });

  it('counts none of what comes after the first screen, however heavy', async ({ openPage }) => {
    const plain = await firstScreenBytes(openPage, '/login', FIRST_SCREENS[0], sourceOf('/login'));
    const heavy = sourceOf('/login').replace('</footer>', `</footer><p hidden>${incompressible(20 * 1024)}</p>`);
    const after = await firstScreenBytes(openPage, '/login', FIRST_SCREENS[0], heavy);
    expect(after.bytes).toBeLessThanOrEqual(FIRST_SCREEN_BYTES);
    expect(Math.abs(after.bytes - plain.bytes)).toBeLessThanOrEqual(16);
  });
});

describe('every document whole', () => {
  const sizes = documentSizes(DIST);
  it.for(PATHS)('%s stays under the cap on a whole document', (path) => {
    const size = sizes.find((s) => s.route === path);
    expect(size, `${path} was built`).toBeDefined();
    expect(documentsOverBudget(size ? [size] : [], DOCUMENT_BYTES)).toEqual([]);
  });
});
