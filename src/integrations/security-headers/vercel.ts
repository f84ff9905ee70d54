// Vercel deploys what its Build Output API describes when a build leaves .vercel/output/
// (static/ and config.json): the routes in config.json carry the headers, so they come from
// this build's rules (the Supabase origin it was built for, the hashes of its inline scripts)
// like dist/_headers, and no hand-kept vercel.json can go stale. The output also holds what
// vercel.json used to: canonical URLs without a trailing slash (src/components/seo/pages.ts),
// and /404.html for any path that is not a file.
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { htmlFiles } from '../built-pages.ts';
import type { HeaderRule } from './csp.ts';

export const VERCEL_OUTPUT_DIR = '.vercel/output';

export type VercelRoute =
  | { src: string; headers?: Record<string, string>; status?: number; dest?: string; continue?: boolean }
  | { handle: 'filesystem' };

export interface VercelOutputConfig {
  version: 3;
  routes: VercelRoute[];
  /** Serves `faq/index.html` at `/faq`, as the site's links and canonical URLs name it. */
  overrides: Record<string, { path: string }>;
}

/**
 * `/faq/` → `/faq`. The captured path must start with a character that cannot begin another
 * host: with a `/` or `\` first (`//evil.example/`, `/\evil.example/`), or a tab, line break or
 * space a browser drops before it, the Location `/$1` would be `//evil.example`, an address on
 * another site. Such paths get the 404 page instead; no control character or space may stand
 * anywhere in the capture either, whether Vercel matches the path as sent or decoded.
 */
export const TRAILING_SLASH_REDIRECT = {
  src: '^/([^/\\\\\\x00-\\x20][^\\x00-\\x20]*)/$',
  headers: { Location: '/$1' },
  status: 308,
} as const;

/** A `_headers` path pattern as the route regex Vercel matches the request path against. */
export function routeSource(path: string): string {
  return `^${path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`;
}

/** config.json for the pages of a build (paths relative to dist/, with `/`). */
export function vercelOutputConfig(rules: readonly HeaderRule[], pages: readonly string[]): VercelOutputConfig {
  const overrides = Object.fromEntries(
    pages
      .filter((page) => page.endsWith('/index.html'))
      .map((page) => [page, { path: page.slice(0, -'/index.html'.length) }]),
  );
  return {
    version: 3,
    routes: [
      { ...TRAILING_SLASH_REDIRECT, headers: { ...TRAILING_SLASH_REDIRECT.headers } },
      ...rules.map(({ path, headers }) => ({ src: routeSource(path), headers, continue: true })),
      { handle: 'filesystem' },
      ...(pages.includes('404.html') ? [{ src: '^/.*$', dest: '/404.html', status: 404 }] : []),
    ],
    overrides,
  };
}

/** Copies dist/ into .vercel/output/static and writes config.json beside it; returns the folder. */
export function writeVercelOutput(root: string, distDir: string, rules: readonly HeaderRule[]): string {
  const output = join(root, VERCEL_OUTPUT_DIR);
  rmSync(output, { recursive: true, force: true });
  mkdirSync(output, { recursive: true });
  cpSync(distDir, join(output, 'static'), { recursive: true, filter: (source) => !source.endsWith('_headers') });
  const pages = htmlFiles(distDir).map((file) =>
    file
      .slice(distDir.length)
      .replace(/^[\\/]+/, '')
      .replaceAll('\\', '/'),
  );
  writeFileSync(join(output, 'config.json'), `${JSON.stringify(vercelOutputConfig(rules, pages), null, 2)}\n`);
  return output;
}
