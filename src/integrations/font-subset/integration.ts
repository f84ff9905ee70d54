// Build-time only: cuts Pretendard Variable down to the characters the built site contains and
// declares it ahead of the npm dynamic subset.
//
// Why: the dynamic subset splits Hangul into ~90 slices chosen by frequency, and a page of
// Korean copy touches so many of them that it goes far over the font budget
// (docs/architecture.md#performance-budgets). The copy comes from the CMS at build time, so the cut is made after the build from
// dist/: every character of every page and what island bundles can show (runtime messages), in
// one file. A visit fetches it once (late-fonts.ts prefetches it on the first page), where
// per-page slices made every later page fetch a file of its own. Characters outside it (what a
// visitor types, an inquiry's text) fall through, glyph by glyph, to 'Pretendard Variable', the
// dynamic subset. When a page uses any of them is late-fonts.ts's decision.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import subsetFont from 'subset-font';

import { CORE_FONT_ATTRIBUTE, SITE_FONT_FAMILY } from '../../lib/fonts/site-family';
import { collectCodePoints, siteCodePoints } from './code-points';

/**
 * The weights the stylesheets use (400 body to 900), not Pretendard's full 45–920: the light
 * end's variation data is a quarter of each file, and no rule asks for it.
 */
const WEIGHTS = { min: 400, max: 900 } as const;

const FULL_FONT = createRequire(import.meta.url).resolve('pretendard/dist/web/variable/woff2/PretendardVariable.woff2');

function filesUnder(root: string, pattern: RegExp): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Writes the site's cut as a hashed woff2 and returns its URL and @font-face rule. */
async function writeFace(root: string, points: number[]): Promise<{ url: string; rule: string }> {
  const font = await subsetFont(readFileSync(FULL_FONT), String.fromCodePoint(...points), {
    targetFormat: 'woff2',
    variationAxes: { wght: WEIGHTS },
  });
  const url = `/_astro/pretendard-site.${createHash('sha256').update(font).digest('hex').slice(0, 8)}.woff2`;
  writeFileSync(join(root, url), font);
  // No unicode-range: one face covers the family, and a glyph it lacks falls back to the next
  // family by the font's own character map. The list of ranges cost each page ~0.8 KB brotli.
  const rule =
    `@font-face{font-family:'${SITE_FONT_FAMILY}';font-style:normal;font-weight:${WEIGHTS.min} ${WEIGHTS.max};font-display:swap;` +
    `src:url(${url}) format('woff2')}`;
  return { url, rule };
}

export function pretendardSiteSubset(): AstroIntegration {
  return {
    name: 'pretendard-site-subset',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const pages = filesUnder(root, /\.html$/);
        const html = pages.map((file) => readFileSync(file, 'utf8'));
        const bundles = filesUnder(join(root, '_astro'), /\.js$/).map((file) => readFileSync(file, 'utf8'));
        const points = siteCodePoints(
          html.map((text) => collectCodePoints([text])),
          collectCodePoints(bundles),
        );
        const face = await writeFace(root, points);
        for (const [i, page] of pages.entries()) {
          // Inline, not a stylesheet: one rule, and a stylesheet would be one more request.
          // late-fonts.ts finds the file to prefetch on the <style>'s attribute. Declared faces
          // cost nothing until text uses the family.
          const text = html[i] ?? '';
          if (!text.includes('</head>')) throw new Error(`${page}: no </head> to put the site font in`);
          writeFileSync(
            page,
            text.replace('</head>', `<style ${CORE_FONT_ATTRIBUTE}="${face.url}">${face.rule}</style></head>`),
          );
        }
        logger.info(`${points.length} characters in the site's one font file`);
      },
    },
  };
}
