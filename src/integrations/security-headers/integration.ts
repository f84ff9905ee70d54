// Build-time only: after Astro has written dist/, hash its inline scripts and write the headers
// for the Supabase project this build talks to, in each static host's own format: dist/_headers
// (Netlify, Cloudflare Pages) and Vercel's Build Output (.vercel/output/, which Vercel deploys
// in place of dist/ when a build leaves it). Generated rather than kept in the repository
// because the Supabase URL comes from the build's environment and the hashes from its output.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

import { contentSource } from '../../lib/env/build.ts';
import { nodeEnv } from '../../lib/env/node.ts';
import { errorTracker } from '../../lib/env/sentry.ts';
import { supabaseTarget } from '../../lib/env/supabase.ts';
import { htmlFiles } from '../built-pages.ts';
import {
  type HeaderRule,
  headersFile,
  hostHeaderRules,
  inlineScriptHashes,
  sanityApiOriginOf,
  supabaseOriginOf,
} from './csp.ts';
import { firstScreenPreloadRules } from './first-screen-preload.ts';
import { writeVercelOutput } from './vercel.ts';

/** Every distinct inline-script hash across the built pages. */
export function distScriptHashes(distDir: string): string[] {
  const hashes = new Set<string>();
  for (const file of htmlFiles(distDir))
    for (const hash of inlineScriptHashes(readFileSync(file, 'utf8'))) hashes.add(hash);
  return [...hashes].sort();
}

/** The Supabase URL the browser bundle was built with (src/lib/env/supabase.ts, as the bundle reads it). */
export function buildSupabaseUrl(mode: string, root: string): string {
  return supabaseTarget(nodeEnv(root, mode)).url;
}

/** The Sanity API CDN the build's popup refresh calls, when the content comes from a Sanity project. */
export function buildSanityApiOrigin(mode: string, root: string): string | undefined {
  const source = contentSource(nodeEnv(root, mode));
  return source.kind === 'sanity' ? sanityApiOriginOf(source.projectId) : undefined;
}

/** The origins a build calls besides Supabase: its Sanity project and its error tracker, when it has them. */
interface OtherOrigins {
  sanityApiOrigin?: string | undefined;
  reportOrigin?: string | undefined;
}

/**
 * The rules for a finished build: its Supabase origin, the other origins it calls and its inline
 * scripts, then each page's first-screen picture (first-screen-preload.ts).
 */
export function distHeaderRules(distDir: string, supabaseUrl: string, others: OtherOrigins = {}): HeaderRule[] {
  return [
    ...hostHeaderRules({
      supabaseOrigin: supabaseOriginOf(supabaseUrl),
      scriptHashes: distScriptHashes(distDir),
      ...(others.sanityApiOrigin ? { sanityApiOrigin: others.sanityApiOrigin } : {}),
      reportOrigin: others.reportOrigin,
    }),
    ...firstScreenPreloadRules(distDir),
  ];
}

export function securityHeadersFile(): AstroIntegration {
  let root = process.cwd();
  return {
    name: 'security-headers',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
      },
      'astro:build:done': ({ dir, logger }) => {
        const distDir = fileURLToPath(dir);
        const supabaseUrl = buildSupabaseUrl('production', root);
        const sanityApiOrigin = buildSanityApiOrigin('production', root);
        const reportOrigin = errorTracker(nodeEnv(root, 'production'))?.origin;
        const rules = distHeaderRules(distDir, supabaseUrl, { sanityApiOrigin, reportOrigin });
        writeFileSync(join(distDir, '_headers'), headersFile(rules));
        // Only the site's own build goes to Vercel: a build into another folder (a test's, from a
        // seed of its own) must not replace the .vercel/output of the one that will deploy.
        const ownBuild = resolve(distDir) === resolve(root, 'dist');
        const vercel = ownBuild
          ? writeVercelOutput(root, distDir, rules)
          : 'no .vercel/output (a build into another folder)';
        const connect = [supabaseOriginOf(supabaseUrl), sanityApiOrigin, reportOrigin].filter(Boolean).join(' ');
        logger.info(`_headers and ${vercel} written (connect-src ${connect})`);
      },
    },
  };
}
