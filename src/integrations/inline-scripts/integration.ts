// Build-time only: after the static build (and after the integrations that write inline scripts
// into the pages), minifies every page's inline scripts (minify.ts). It must run before the
// security headers hash those scripts. The dev server and the draft preview keep them readable.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

import { htmlFiles } from '../built-pages';
import { minifyInlineScripts } from './minify';

export function inlineScriptsMinified(): AstroIntegration {
  return {
    name: 'inline-scripts-minified',
    hooks: {
      'astro:build:done': ({ dir }) => {
        for (const file of htmlFiles(fileURLToPath(dir))) {
          const html = readFileSync(file, 'utf8');
          const minified = minifyInlineScripts(html);
          if (minified !== html) writeFileSync(file, minified);
        }
      },
    },
  };
}
