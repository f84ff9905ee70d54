// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

import { firstScreenPreload, firstScreenPreloadRules, pagePath } from './first-screen-preload';

const page = (body: string) =>
  `<!doctype html><html lang="ko"><head><title>t</title></head><body>${body}</body></html>`;
const FIRST = 'loading="eager" fetchpriority="high" elementtiming="first-screen"';

/** The home hero as the Picture component writes it: a PC pair and a phone pair, AVIF before WebP. */
const ART_DIRECTED = page(
  `<picture>` +
    `<source media="(min-width: 1440px)" type="image/avif" srcset="/p-700.avif 700w, /p-1400.avif 1400w" sizes="640px">` +
    `<source media="(min-width: 1440px)" type="image/webp" srcset="/p-700.webp 700w, /p-1400.webp 1400w" sizes="640px">` +
    `<source type="image/avif" srcset="/m-720.avif 720w, /m-1440.avif 1440w" sizes="calc(100vw - 40px)">` +
    `<source type="image/webp" srcset="/m-720.webp 720w, /m-1440.webp 1440w" sizes="calc(100vw - 40px)">` +
    `<img src="/m-1440.webp" ${FIRST} alt="가게 계산대">` +
    `</picture>`,
);

/** Links of a header value, split where a new `<` starts one. */
const links = (value: string | undefined) => value?.split(/, (?=<)/) ?? [];

describe('the first-screen picture in the response headers', () => {
  it('names one AVIF set for a PC and one for a phone, each only where the picture would pick it', () => {
    expect(links(firstScreenPreload(ART_DIRECTED))).toEqual([
      '</p-700.avif>; rel=preload; as=image; type="image/avif"; imagesrcset="/p-700.avif 700w, /p-1400.avif 1400w"; ' +
        'imagesizes="640px"; media="(min-width: 1440px)"; fetchpriority=high',
      '</m-720.avif>; rel=preload; as=image; type="image/avif"; imagesrcset="/m-720.avif 720w, /m-1440.avif 1440w"; ' +
        'imagesizes="calc(100vw - 40px)"; media="(not (min-width: 1440px))"; fetchpriority=high',
    ]);
  });

  it('names the <img> itself when the last candidate is the <img> (an SVG banner without a type)', () => {
    const html = page(
      `<picture><source media="(min-width: 1440px)" srcset="/pc.svg" sizes="640px">` +
        `<img src="/mb.svg" ${FIRST} alt="알림톡이 도착한 휴대폰"></picture>`,
    );
    expect(links(firstScreenPreload(html))).toEqual([
      '</pc.svg>; rel=preload; as=image; imagesrcset="/pc.svg"; imagesizes="640px"; media="(min-width: 1440px)"; fetchpriority=high',
      '</mb.svg>; rel=preload; as=image; media="(not (min-width: 1440px))"; fetchpriority=high',
    ]);
  });

  it('names a lone <img> with its srcset, for every width', () => {
    const html = page(
      `<img src="/a-720.webp" srcset="/a-720.webp 720w, /a-1440.webp 1440w" sizes="92vw" ${FIRST} alt="">`,
    );
    expect(firstScreenPreload(html)).toBe(
      '</a-720.webp>; rel=preload; as=image; imagesrcset="/a-720.webp 720w, /a-1440.webp 1440w"; imagesizes="92vw"; fetchpriority=high',
    );
  });

  it('leaves a media range to a WebP source that comes first there, and names the phone set outside it', () => {
    const html = page(
      `<picture><source media="(min-width: 1440px)" type="image/webp" srcset="/p.webp 700w" sizes="640px">` +
        `<source type="image/avif" srcset="/m.avif 720w" sizes="92vw"><img src="/m.webp" ${FIRST} alt=""></picture>`,
    );
    expect(links(firstScreenPreload(html))).toEqual([
      '</m.avif>; rel=preload; as=image; type="image/avif"; imagesrcset="/m.avif 720w"; imagesizes="92vw"; ' +
        'media="(not (min-width: 1440px))"; fetchpriority=high',
    ]);
  });

  it('names nothing on a page whose first screen has no picture, or only lazy ones', () => {
    expect(firstScreenPreload(page('<h1>자주 묻는 질문</h1>'))).toBeUndefined();
    expect(firstScreenPreload(page('<img src="/later.webp" loading="lazy" alt="">'))).toBeUndefined();
  });

  it('fails the build on a media query it cannot turn around, instead of preloading the wrong file', () => {
    const html = page(
      `<picture><source media="(min-width: 768px) and (orientation: landscape)" type="image/avif" srcset="/w.avif 1w">` +
        `<source media="(min-width: 400px)" type="image/avif" srcset="/x.avif 1w"><img src="/y.webp" ${FIRST} alt=""></picture>`,
    );
    expect(() => firstScreenPreload(html)).toThrow(/cannot negate media/);
  });
});

describe('the rules for a built site', () => {
  const dist = mkdtempSync(join(tmpdir(), 'preload-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('gives each page with a first-screen picture its own path, as the site links it', () => {
    mkdirSync(join(dist, 'down'));
    mkdirSync(join(dist, '_astro'));
    writeFileSync(join(dist, 'index.html'), ART_DIRECTED);
    writeFileSync(join(dist, 'down', 'index.html'), ART_DIRECTED);
    writeFileSync(join(dist, 'faq.html'), page('<h1>자주 묻는 질문</h1>'));
    writeFileSync(join(dist, '_astro', 'x.html'), ART_DIRECTED);
    expect(firstScreenPreloadRules(dist).map((rule) => rule.path)).toEqual(['/', '/down']);
    expect(pagePath(dist, join(dist, 'lp', 'cafe-bakery', 'index.html'))).toBe('/lp/cafe-bakery');
    expect(pagePath(dist, join(dist, '404.html'))).toBe('/404');
  });
});
