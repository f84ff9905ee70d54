// Build-time only: after Astro has written dist/, hash its inline scripts and write the headers
// for the Supabase project this build talks to, in each static host's own format: dist/_headers
// (Netlify, Cloudflare Pages) and Vercel's Build Output (.vercel/output/, which Vercel deploys
// in place of dist/ when a build leaves it). Generated rather than kept in the repository
// because the Supabase URL comes from the build's environment and the hashes from its output.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

import { nodeEnv } from '../../lib/env/node.ts';
import { errorTracker } from '../../lib/env/sentry.ts';
import { supabaseTarget } from '../../lib/env/supabase.ts';
import { htmlFiles } from '../built-pages.ts';
import { type HeaderRule, headersFile, hostHeaderRules, inlineScriptHashes, supabaseOriginOf } from './csp.ts';
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

/** The rules for a finished build: its Supabase origin, its error tracker if any, and its inline scripts. */
export function distHeaderRules(distDir: string, supabaseUrl: string, reportOrigin?: string): HeaderRule[] {
  return hostHeaderRules({
    supabaseOrigin: supabaseOriginOf(supabaseUrl),
    scriptHashes: distScriptHashes(distDir),
    reportOrigin,
  });
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
        const rules = distHeaderRules(distDir, supabaseUrl, errorTracker(nodeEnv(root, 'production'))?.origin);
        writeFileSync(join(distDir, '_headers'), headersFile(rules));
        const vercel = writeVercelOutput(root, distDir, rules);
        logger.info(`_headers and ${vercel}/config.json written (connect-src ${supabaseOriginOf(supabaseUrl)})`);
      },
    },
  };
}
