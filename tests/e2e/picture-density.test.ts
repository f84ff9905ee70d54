import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { launchBrowser, WIDTHS } from '../../tools/browser';
import { IMAGE_BYTES } from '../../tools/perf/budgets';
import { ROUTES } from '../../tools/routes';
import { scrollThrough } from '../support/page-flow';
import { countImageBytes, type DrawnPicture, drawnPictures } from '../support/pictures';

// Every picture on every route, at pixel densities 1, 2 and 3 and at the three layout widths:
// the browser takes an AVIF, the file has at least as many pixels as the screen draws it with,
// `sizes` tells the browser the truth about how wide the layout draws it, and the route's
// pictures stay within their bytes budget (tools/perf/budgets.ts: the one gate on image bytes,
// since only a reader scrolling the whole page sees every lazy picture).
const baseURL = inject('baseURL');
const DENSITIES = [1, 2, 3] as const;
/** Sub-pixel layout rounds a box by less than a pixel either way. */
const ROUNDING = 1;
/** `sizes` may promise a little more than the layout draws (its media queries are steps), not more. */
const SIZES_SLACK = 1.5;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

interface PageVisit {
  pictures: DrawnPicture[];
  imageBytes: number;
}

const visits = new Map<string, Promise<PageVisit>>();

/** One visit per route, width and density, scrolled top to bottom as a reader would. */
function visit(path: string, width: number, density: number): Promise<PageVisit> {
  const key = `${path} ${width} ${density}`;
  let done = visits.get(key);
  if (!done) {
    done = (async () => {
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        deviceScaleFactor: density,
        locale: 'ko-KR',
      });
      await context.addCookies([{ name: 'ischeck', value: '1', domain: '127.0.0.1', path: '/' }]);
      try {
        const page = await context.newPage();
        const imageBytes = countImageBytes(page);
        await page.goto(baseURL + path, { waitUntil: 'networkidle' });
        await scrollThrough(page);
        const bytes = imageBytes();
        return { pictures: await drawnPictures(page), imageBytes: bytes };
      } finally {
        await context.close();
      }
    })();
    visits.set(key, done);
  }
  return done;
}

const raster = (p: DrawnPicture) => !/\.svg(\?|$)/.test(p.file);
const describePicture = (p: DrawnPicture) => `${p.file} drawn ${Math.round(p.drawnWidth)}×${Math.round(p.drawnHeight)}`;

describe.each(ROUTES.map((r) => r.path))('the pictures on %s', (path) => {
  describe.each(Object.entries(WIDTHS))('at %s width (%i px)', (_mode, width) => {
    it.each(DENSITIES)('at %i× are AVIF files with a pixel for every device pixel', async (density) => {
      const { pictures } = await visit(path, width, density);
      // SVGs are drawn from vectors, sharp at any size.
      const blurry = pictures
        .filter(raster)
        .filter(
          (p) => p.fileWidth < p.drawnWidth * density - ROUNDING || p.fileHeight < p.drawnHeight * density - ROUNDING,
        );
      expect(blurry.map((p) => `${describePicture(p)} from a ${p.fileWidth}×${p.fileHeight} file`)).toEqual([]);
      expect(
        pictures
          .filter(raster)
          .filter((p) => !p.file.endsWith('.avif'))
          .map((p) => p.file),
      ).toEqual([]);
    });

    it('are never drawn larger than the width their `sizes` promised, nor far smaller', async () => {
      const { pictures } = await visit(path, width, 1);
      const promisedTooLittle = pictures.filter(raster).filter((p) => p.intrinsicWidth < p.drawnWidth - ROUNDING);
      expect(promisedTooLittle.map((p) => `${describePicture(p)}, sizes ${p.intrinsicWidth}`)).toEqual([]);
      const promisedTooMuch = pictures
        .filter(raster)
        .filter((p) => p.intrinsicWidth > p.drawnWidth * SIZES_SLACK + ROUNDING);
      expect(promisedTooMuch.map((p) => `${describePicture(p)}, sizes ${p.intrinsicWidth}`)).toEqual([]);
    });
  });

  it(`stays within its image-bytes budget at every width and density`, async () => {
    const budget = IMAGE_BYTES[path];
    expect(budget, `tools/perf/budgets.ts IMAGE_BYTES has no budget for ${path}`).toBeDefined();
    for (const width of Object.values(WIDTHS)) {
      for (const density of DENSITIES) {
        const { imageBytes } = await visit(path, width, density);
        expect(imageBytes, `${path} at ${width} px, ${density}×`).toBeLessThanOrEqual(budget ?? 0);
      }
    }
  });
});
