// Build-time only: after the static build, moves each page's below-the-fold styles (and marked
// sections' markup) into cached files of their own (page.ts; the page's side is later.ts). Runs
// after the font cut, which reads every character of the whole pages, and before the inline
// scripts are minified and hashed for the security headers: it adds the loader script.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

import { htmlFiles } from '../built-pages';
import { splitPage } from './page';

export function belowTheFoldLater(): AstroIntegration {
  return {
    name: 'below-the-fold-later',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        let moved = 0;
        for (const file of htmlFiles(root)) {
          const html = readFileSync(file, 'utf8');
          const page = splitPage(html, (kind, text) => {
            // Named by content: browsers keep /_astro/ files for a year, and pages sharing a file share it.
            const src = `/_astro/later.${createHash('sha256').update(text).digest('hex').slice(0, 10)}.${kind}`;
            writeFileSync(join(root, src), text);
            return src;
          });
          if (page === html) continue;
          writeFileSync(file, page);
          moved += 1;
        }
        logger.info(`${moved} pages keep their below-the-fold styles or sections for after the first screen`);
      },
    },
  };
}
