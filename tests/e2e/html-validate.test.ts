// Every page the production build writes (the 404 page too) is valid HTML by html-validate's
// recommended rules, as .htmlvalidate.mjs tailors them, one test per page. The pages are read
// from dist/, which e2e-setup has just built, so a renderer's or an integration's output is
// checked, not only our templates.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

import { htmlFiles } from '../../src/integrations/built-pages';
import { ROUTES } from '../../tools/routes';
import { htmlProblems } from '../support/html-validate';

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
const pages = htmlFiles(DIST)
  .map((file) => relative(DIST, file))
  .sort();

/** The file the build writes for a route (build.format "directory"). */
const fileOf = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);

describe('html-validate on every built page', () => {
  it('finds every route and the 404 page among the built files', () => {
    expect(pages).toEqual(expect.arrayContaining([...ROUTES.map((route) => fileOf(route.path)), '404.html']));
  });

  it.for(pages)('dist/%s has no problems', async (page) => {
    const file = `${DIST}${page}`;
    expect(await htmlProblems(readFileSync(file, 'utf8'), file)).toEqual([]);
  });
});
