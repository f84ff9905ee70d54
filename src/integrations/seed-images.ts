// Build-time only: serves the seed's images at /seed-images/ when content comes from the seed.
import { cpSync, createReadStream, existsSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

import { SEED_IMAGE_BASE } from '../lib/content/seed-renditions';
import { contentSource, SEED_IMAGE_DIR } from '../lib/content/source';

const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
};

export function seedImages(): AstroIntegration {
  return {
    name: 'seed-images',
    hooks: {
      'astro:server:setup': ({ server }) => {
        server.middlewares.use(SEED_IMAGE_BASE, (req, res, next) => {
          const name = normalize(decodeURIComponent((req.url ?? '').split('?')[0] ?? '')).replace(/^(\.\.[/\\])+/, '');
          const file = join(SEED_IMAGE_DIR, name);
          if (!file.startsWith(SEED_IMAGE_DIR) || !existsSync(file)) return next();
          res.setHeader('Content-Type', TYPES[extname(file)] ?? 'application/octet-stream');
          createReadStream(file).pipe(res);
        });
      },
      'astro:build:done': ({ dir }) => {
        if (contentSource().kind !== 'seed' || !existsSync(SEED_IMAGE_DIR)) return;
        cpSync(SEED_IMAGE_DIR, join(fileURLToPath(dir), SEED_IMAGE_BASE), { recursive: true });
      },
    },
  };
}
