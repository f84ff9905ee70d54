// Build-time only: registers `client:after-paint` (lib/page/after-paint-directive.ts) and, after the static build,
// moves each page's module script and Astro's island runtime behind its first screen
// (page-script.ts); the runtime, the same on every page, becomes one file that browsers cache.
// Astro's island style, which it writes into <body>, moves into <head>, where HTML allows it.
// The dev server and the draft preview render pages per request and keep both as Astro writes them.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

import { htmlFiles } from '../built-pages';
import { deferIslandRuntime, deferPageScript, hoistIslandStyle, islandRuntimeOf } from './page-script';

export function firstScreenFirst(): AstroIntegration {
  return {
    name: 'first-screen-first',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'after-paint',
          entrypoint: fileURLToPath(new URL('../../lib/page/after-paint-directive.ts', import.meta.url)),
        });
      },
      'astro:build:done': ({ dir }) => {
        const root = fileURLToPath(dir);
        const pages = htmlFiles(root).map((file) => ({ file, html: readFileSync(file, 'utf8') }));
        const runtime = pages.map((page) => islandRuntimeOf(page.html)).find((code) => code !== undefined);
        const runtimeFile =
          runtime === undefined
            ? undefined
            : {
                code: runtime,
                src: `/_astro/island-runtime.${createHash('sha256').update(runtime).digest('hex').slice(0, 10)}.js`,
              };
        if (runtimeFile) writeFileSync(join(root, runtimeFile.src), runtimeFile.code);
        const kept: string[] = [];
        for (const { file, html } of pages) {
          const deferred = deferPageScript(html);
          const done =
            deferred !== undefined && runtimeFile
              ? deferIslandRuntime(deferred, runtimeFile.code, runtimeFile.src)
              : deferred;
          const hoisted = done === undefined ? undefined : hoistIslandStyle(done);
          if (hoisted === undefined) kept.push(file);
          else writeFileSync(file, hoisted);
        }
        if (kept.length > 0)
          throw new Error(
            `These pages' module scripts, island runtime or island style could not be moved: ${kept.join(', ')}`,
          );
      },
    },
  };
}

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate once the first screen is on display (lib/page/first-screen.ts). */
    'client:after-paint'?: boolean;
  }
}
