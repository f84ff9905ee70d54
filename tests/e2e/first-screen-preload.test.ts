import type { Page } from 'playwright-core';
import { inject } from 'vitest';

import { FIRST_SCREEN_ELEMENT_TIMING } from '../../src/lib/page/first-screen';
import { ROUTES } from '../../tools/routes';
import { describe, expect, it, type OpenPage } from '../support/browser-test';

// The first screen's picture is named in the page's response headers (Link: rel=preload, written
// by src/integrations/security-headers/first-screen-preload.ts), so the request starts before the
// parser meets the <img>. A preload that guessed a different file than the <picture> picks would
// cost a second download on the slowest part of a phone's visit: on phones, tablets and PCs, the
// file the picture shows must be the one file of its set that was fetched, fetched once, and the
// fetch must be the preload's (Resource Timing names a preload's fetch `link`, an <img>'s `img`).
const baseURL = inject('baseURL');

const SCREENS = [
  { width: 375, density: 3 },
  { width: 412, density: 1.75 },
  { width: 768, density: 2 },
  { width: 1440, density: 1 },
] as const;

const FIRST_SCREEN_IMG = `img[elementtiming="${FIRST_SCREEN_ELEMENT_TIMING}"]`;

/** Every file the first-screen picture offers, in its <source>s and its <img>. */
function offeredFiles(page: Page): Promise<string[]> {
  return page.locator(FIRST_SCREEN_IMG).evaluate((img) => {
    const holders = [...(img.parentElement?.tagName === 'PICTURE' ? img.parentElement.children : [img])];
    const urls = holders.flatMap((el) =>
      [el.getAttribute('src') ?? '', ...(el.getAttribute('srcset') ?? '').split(',')]
        .map((entry) => entry.trim().split(/\s+/)[0] ?? '')
        .filter(Boolean),
    );
    return [...new Set(urls.map((url) => new URL(url, location.href).pathname))];
  });
}

interface Visit {
  link: string | undefined;
  shown: string;
  fetched: string[];
  initiator: string | undefined;
}

async function visit(openPage: OpenPage, path: string, width: number, density: number): Promise<Visit> {
  const { page } = await openPage(width, { deviceScaleFactor: density });
  const images: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') images.push(new URL(request.url()).pathname);
  });
  const response = await page.goto(baseURL + path);
  const img = page.locator(FIRST_SCREEN_IMG);
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  const shown = await img.evaluate((el: HTMLImageElement) => new URL(el.currentSrc).pathname);
  const offered = await offeredFiles(page);
  const initiator = await page.evaluate(
    (file) =>
      performance
        .getEntriesByType('resource')
        .filter((entry): entry is PerformanceResourceTiming => new URL(entry.name).pathname === file)
        .map((entry) => entry.initiatorType)[0],
    shown,
  );
  return {
    link: response?.headers().link,
    shown,
    fetched: images.filter((file) => offered.includes(file)),
    initiator,
  };
}

let named: Promise<string[]> | undefined;

/** The routes whose first screen has a picture: the ones the build named one for (asked once per file). */
function routesWithPreload(openPage: OpenPage): Promise<string[]> {
  named ??= (async () => {
    const { page } = await openPage(375);
    const found: string[] = [];
    for (const { path } of ROUTES) if ((await page.request.head(baseURL + path)).headers().link) found.push(path);
    return found;
  })();
  return named;
}

describe('the first-screen picture, named in the response headers', () => {
  it('is named on the pages whose first screen is a picture, and only on those', async ({ openPage }) => {
    expect(await routesWithPreload(openPage)).toEqual(
      expect.arrayContaining(['/', '/down', '/industry', '/talk', '/lp/cafe-bakery', '/lp/butcher-produce']),
    );
    const { page } = await openPage(375);
    for (const path of ['/faq', '/privacy', '/login'])
      expect((await page.request.head(baseURL + path)).headers().link, path).toBeUndefined();
  });

  for (const { width, density } of SCREENS)
    it(`is the one file of its picture fetched, by the preload, at ${width} px ×${density}`, async ({ openPage }) => {
      for (const path of await routesWithPreload(openPage)) {
        const seen = await visit(openPage, path, width, density);
        expect(seen.link, path).toContain(`rel=preload`);
        expect(seen.fetched, `${path}: the files of its first-screen picture fetched`).toEqual([seen.shown]);
        expect(seen.initiator, `${path}: what started the fetch of ${seen.shown}`).toBe('link');
      }
    });
});
