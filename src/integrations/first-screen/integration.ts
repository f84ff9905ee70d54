// Build-time only: registers `client:after-paint` (directive.ts) and, after the static build,
// moves each page's module script behind its first screen (page-script.ts). The dev server and
// the draft preview render pages per request and keep the module script as Astro writes it.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { deferPageScript } from './page-script';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

export function firstScreenFirst(): AstroIntegration {
  return {
    name: 'first-screen-first',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'after-paint', entrypoint: fileURLToPath(new URL('./directive.ts', import.meta.url)) });
      },
      'astro:build:done': ({ dir }) => {
        const kept: string[] = [];
        for (const file of htmlFiles(fileURLToPath(dir))) {
          const html = deferPageScript(readFileSync(file, 'utf8'));
          if (html === undefined) kept.push(file);
          else writeFileSync(file, html);
        }
        if (kept.length > 0) throw new Error(`These pages' module scripts could not wait for the first screen: ${kept.join(', ')}`);
      },
    },
  };
}

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate once the first screen is on display (first-screen.ts). */
    'client:after-paint'?: boolean;
  }
}
