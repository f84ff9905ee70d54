import { inject } from 'vitest';

import { WIDTHS } from '../../tools/browser';
import { imageBudget } from '../../tools/perf/budgets';
import { ROUTES } from '../../tools/routes';
import { describe, expect, it, type OpenPage } from '../support/browser-test';
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

interface PageVisit {
  pictures: DrawnPicture[];
  imageBytes: number;
  /** Raster files the page's markup offers anywhere (<img>, <source>, held back or not). */
  rasterOffers: number;
}

const visits = new Map<string, Promise<PageVisit>>();

async function read(openPage: OpenPage, path: string, width: number, density: number): Promise<PageVisit> {
  const { page } = await openPage(width, { deviceScaleFactor: density });
  const imageBytes = countImageBytes(page);
  await page.goto(baseURL + path, { waitUntil: 'networkidle' });
  await scrollThrough(page);
  const bytes = imageBytes();
  const rasterOffers = await page.evaluate(
    () =>
      [...document.querySelectorAll('img, source')]
        .flatMap((el) => ['src', 'srcset', 'data-src', 'data-srcset'].map((name) => el.getAttribute(name) ?? ''))
        .flatMap((list) => list.split(','))
        .filter((entry) => /\S/.test(entry) && !/\.svg(\?|\s|$)/.test(entry.trim())).length,
  );
  return { pictures: await drawnPictures(page), imageBytes: bytes, rasterOffers };
}

/** Per route: whether its markup offers any raster file, learnt from its first 1× visit. */
const offersRaster = new Map<string, Promise<boolean>>();

/**
 * One visit per route, width and density, scrolled top to bottom as a reader would. The first
 * test that needs a route at a width visits it at every density at once (a visit mostly waits on
 * the page, not the processor) and waits for all of them: its pages close when it ends. A route
 * whose markup offers no raster file at all (only vector art: the forms, the FAQ, the policy;
 * the markup is the same at every width) has nothing for a density to choose between, so its 1×
 * visit stands for 2× and 3×; the first width's visit finds out before the others start.
 */
async function visit(openPage: OpenPage, path: string, width: number, density: number): Promise<PageVisit> {
  const key = (d: number) => `${path} ${width} ${d}`;
  if (!visits.has(key(1))) {
    const first = read(openPage, path, width, 1);
    if (!offersRaster.has(path))
      offersRaster.set(
        path,
        first.then((seen) => seen.rasterOffers > 0),
      );
    const raster = offersRaster.get(path)!;
    for (const d of DENSITIES)
      visits.set(key(d), d === 1 ? first : raster.then((yes) => (yes ? read(openPage, path, width, d) : first)));
  }
  await Promise.all(DENSITIES.map((d) => visits.get(key(d))!));
  return visits.get(key(density))!;
}

const raster = (p: DrawnPicture) => !/\.svg(\?|$)/.test(p.file);
const describePicture = (p: DrawnPicture) => `${p.file} drawn ${Math.round(p.drawnWidth)}×${Math.round(p.drawnHeight)}`;

/**
 * A visit scrolls the whole page and waits for every picture: on a long page beside busy programs
 * that outran the 60 s default (the page was closed mid-scroll). A ceiling for a hang, not a gate.
 */
const VISIT_CEILING = { timeout: 300_000 };

describe.each(ROUTES.map((r) => r.path))('the pictures on %s', (path) => {
  describe.each(Object.entries(WIDTHS))('at %s width (%i px)', (_mode, width) => {
    it.for(DENSITIES)(
      'at %i× are AVIF files with a pixel for every device pixel',
      VISIT_CEILING,
      async (density, { openPage }) => {
        const { pictures } = await visit(openPage, path, width, density);
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
      },
    );

    it(
      'are never drawn larger than the width their `sizes` promised, nor far smaller',
      VISIT_CEILING,
      async ({ openPage }) => {
        const { pictures } = await visit(openPage, path, width, 1);
        const promisedTooLittle = pictures.filter(raster).filter((p) => p.intrinsicWidth < p.drawnWidth - ROUNDING);
        expect(promisedTooLittle.map((p) => `${describePicture(p)}, sizes ${p.intrinsicWidth}`)).toEqual([]);
        const promisedTooMuch = pictures
          .filter(raster)
          .filter((p) => p.intrinsicWidth > p.drawnWidth * SIZES_SLACK + ROUNDING);
        expect(promisedTooMuch.map((p) => `${describePicture(p)}, sizes ${p.intrinsicWidth}`)).toEqual([]);
      },
    );
  });

  it(`stays within its image-bytes budget at every width and density`, { timeout: 900_000 }, async ({ openPage }) => {
    const budget = imageBudget(path);
    expect(budget, `tools/perf/budgets.ts has no picture budget for ${path}`).toBeDefined();
    for (const width of Object.values(WIDTHS)) {
      for (const density of DENSITIES) {
        const { imageBytes } = await visit(openPage, path, width, density);
        expect(imageBytes, `${path} at ${width} px, ${density}×`).toBeLessThanOrEqual(budget ?? 0);
      }
    }
  });
});
