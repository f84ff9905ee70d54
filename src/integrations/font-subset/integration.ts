// Build-time only: cuts Pretendard Variable down to the characters the built site contains and
// declares it ahead of the npm dynamic subset.
//
// Why: the dynamic subset splits Hangul into ~90 slices chosen by frequency, and a page of
// Korean copy touches so many of them that it goes far over the font budget
// (docs/architecture.md#performance-budgets). The copy comes from the CMS at build time, so the cut is made after the build from
// dist/: a core every page shares, each page's own remainder, and the rest of what island
// bundles can show (runtime messages), fetched only when shown (see sliceCodePoints). Characters
// outside all of them (what a visitor types, an inquiry's text) fall through, by
// unicode-range, to 'Pretendard Variable', the dynamic subset. When a page uses any of them is
// late-fonts.ts's decision.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import subsetFont from 'subset-font';

import { CORE_FONT_ATTRIBUTE, SITE_FONT_FAMILY } from '../../lib/fonts/site-family';
import { collectCodePoints, sliceCodePoints, unicodeRange } from './code-points';

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

interface Face {
  rule: string;
  url: string;
}

/** Writes one slice as a hashed woff2 and returns its @font-face rule (none for an empty slice). */
async function writeFace(
  root: string,
  full: Buffer,
  points: number[],
  cache: Map<string, Face>,
): Promise<Face | undefined> {
  if (points.length === 0) return undefined;
  const range = unicodeRange(points);
  const known = cache.get(range);
  if (known !== undefined) return known;
  const font = await subsetFont(full, String.fromCodePoint(...points), {
    targetFormat: 'woff2',
    variationAxes: { wght: WEIGHTS },
  });
  const url = `/_astro/pretendard-site.${createHash('sha256').update(font).digest('hex').slice(0, 8)}.woff2`;
  writeFileSync(join(root, url), font);
  const rule =
    `@font-face{font-family:'${SITE_FONT_FAMILY}';font-style:normal;font-weight:${WEIGHTS.min} ${WEIGHTS.max};font-display:swap;` +
    `src:url(${url}) format('woff2');unicode-range:${range}}`;
  const face = { rule, url };
  cache.set(range, face);
  return face;
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
        const slices = sliceCodePoints(
          html.map((text) => collectCodePoints([text])),
          collectCodePoints(bundles),
        );
        const full = readFileSync(FULL_FONT);
        const faces = new Map<string, Face>();
        const core = await writeFace(root, full, slices.core, faces);
        // late-fonts.ts fetches the shared file ahead of the next page; it finds it here.
        const coreAttribute = core ? ` ${CORE_FONT_ATTRIBUTE}="${core.url}"` : '';
        for (const [i, page] of pages.entries()) {
          const slice = slices.pages[i] ?? { own: [], runtime: [] };
          const own = [
            await writeFace(root, full, slice.own, faces),
            await writeFace(root, full, slice.runtime, faces),
          ];
          const rules = [core, ...own].map((face) => face?.rule ?? '').join('');
          // Inline, not a stylesheet: one more request would cost more than the ~2 KB (brotli)
          // this adds to each page. Declared faces cost nothing until text uses the family.
          const text = html[i] ?? '';
          if (!text.includes('</head>')) throw new Error(`${page}: no </head> to put the site font in`);
          writeFileSync(page, text.replace('</head>', `<style${coreAttribute}>${rules}</style></head>`));
        }
        logger.info(`${slices.core.length} characters shared by every page; ${faces.size} font files`);
      },
    },
  };
}
