// Build-time only: cuts Pretendard Variable down to the characters the built site contains and
// declares it ahead of the npm dynamic subset.
//
// Why: the dynamic subset splits Hangul into ~90 slices of ~30 KB chosen by frequency, and a
// page of Korean copy touches 7–16 of them (home: 404 KB), far over DESIGN.md's 250 KB font
// budget. The site's own ~600 characters in one variable file weigh ~140 KB and are cached
// across pages. The copy comes from the CMS at build time, so the subset is cut after the
// build from dist/ (pages plus island bundles, which hold the runtime messages). Characters
// outside it (what a visitor types, an inquiry's text) fall through, by unicode-range, to
// 'Pretendard Variable', the dynamic subset that BaseLayout still imports.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import subsetFont from 'subset-font';
import { collectCodePoints, unicodeRange } from './code-points';

/** The family tokens.css lists first; it exists only in built pages. */
export const SITE_FONT_FAMILY = 'Pretendard Site';

const FULL_FONT = createRequire(import.meta.url).resolve('pretendard/dist/web/variable/woff2/PretendardVariable.woff2');

function filesUnder(root: string, pattern: RegExp): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

export function pretendardSiteSubset(): AstroIntegration {
  return {
    name: 'pretendard-site-subset',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const pages = filesUnder(root, /\.html$/);
        const texts = [...pages, ...filesUnder(join(root, '_astro'), /\.js$/)].map((file) => readFileSync(file, 'utf8'));
        const points = collectCodePoints(texts);
        const font = await subsetFont(readFileSync(FULL_FONT), String.fromCodePoint(...points), { targetFormat: 'woff2' });
        const name = `_astro/pretendard-site.${createHash('sha256').update(font).digest('hex').slice(0, 8)}.woff2`;
        writeFileSync(join(root, name), font);
        // Inline, not a stylesheet: one more render-blocking request would cost more than the
        // ~2 KB (brotli) this adds to each page. The weight range is Pretendard Variable's own.
        const face =
          `<style>@font-face{font-family:'${SITE_FONT_FAMILY}';font-style:normal;font-weight:45 920;font-display:swap;` +
          `src:url(/${name}) format('woff2');unicode-range:${unicodeRange(points)}}</style>`;
        for (const page of pages) {
          const html = readFileSync(page, 'utf8');
          if (!html.includes('</head>')) throw new Error(`${page}: no </head> to put the site font in`);
          writeFileSync(page, html.replace('</head>', `${face}</head>`));
        }
        logger.info(`${points.length} characters, ${(font.length / 1024).toFixed(0)} KB: ${name}`);
      },
    },
  };
}
