// Build-time only: each page's stylesheets are files (build.inlineStylesheets: 'never'); after the
// build, Beasties inlines the rules its first screen uses in <head> and the stylesheets follow,
// as one file linked at the end of <body>, so the first screen's markup and styles come in the document's
// first round trip and the rest of the page after it (docs/architecture.md#critical-css).
// Runs after the font cut, which reads the pages' text, and before the inline scripts are
// minified and hashed: it rewrites every page's head.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import Beasties from 'beasties';

import { htmlFiles } from '../built-pages';
import { firstScreenPart, withCriticalHead } from './first-screen-part';

function beastiesFor(root: string, logger: AstroIntegrationLogger): Beasties {
  return new Beasties({
    path: root,
    publicPath: '/',
    // A plain <link> at the end of the body: no script (the CSP allows none inline that it does
    // not hash), nothing blocked above it, and a visitor without scripts gets every rule.
    preload: 'body',
    // Astro's own inline <style> elements (the island wrapper, the font face) stay as written.
    reduceInlineStyles: false,
    // The site's font is declared by the font cut, inline and ahead of everything.
    fonts: false,
    logger: {
      trace: () => {},
      debug: () => {},
      info: () => {},
      warn: (message) => logger.warn(message),
      error: (message) => logger.error(message),
    },
  });
}

/**
 * One stylesheet file for the stylesheets a page links, in their order, named by its content:
 * Astro writes a file per component group, and each was a request of its own in the first visit,
 * beside the first screen's pictures. Pages with the same stylesheets share the file.
 */
function oneStylesheet(root: string): (hrefs: string[]) => string {
  const made = new Map<string, string>();
  return (hrefs) => {
    const key = hrefs.join(' ');
    const known = made.get(key);
    if (known) return known;
    const css = hrefs.map((href) => readFileSync(join(root, href), 'utf8')).join('\n');
    const href = `/_astro/page.${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
    writeFileSync(join(root, href), css);
    made.set(key, href);
    return href;
  };
}

export function criticalCss(): AstroIntegration {
  return {
    name: 'critical-css',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const beasties = beastiesFor(root, logger);
        const stylesheetOf = oneStylesheet(root);
        const files = htmlFiles(root);
        for (const file of files) {
          const page = readFileSync(file, 'utf8');
          const processed = await beasties.process(firstScreenPart(page));
          writeFileSync(file, withCriticalHead(page, processed, stylesheetOf));
        }
        logger.info(`${files.length} pages carry their first screen's styles inline and link the rest after it`);
      },
    },
  };
}
