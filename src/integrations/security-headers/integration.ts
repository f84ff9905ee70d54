// Build-time only: after Astro has written dist/, hash its inline scripts and write dist/_headers
// with the policy for the Supabase project this build talks to. Generated rather than kept in
// public/ because the Supabase URL comes from the build's environment and the hashes from its output.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { loadEnv } from 'vite';

import { LOCAL_SUPABASE_URL } from '../../lib/supabase/local-stack.ts';
import { htmlFiles } from '../built-pages.ts';
import { headersFile, inlineScriptHashes, securityHeaders, supabaseOriginOf } from './csp.ts';

/** Every distinct inline-script hash across the built pages. */
export function distScriptHashes(distDir: string): string[] {
  const hashes = new Set<string>();
  for (const file of htmlFiles(distDir))
    for (const hash of inlineScriptHashes(readFileSync(file, 'utf8'))) hashes.add(hash);
  return [...hashes].sort();
}

/** The Supabase URL the browser bundle was built with: the same fallback as src/lib/supabase/config.ts. */
function buildSupabaseUrl(mode: string, root: string): string {
  const fromFiles = loadEnv(mode, root, 'PUBLIC_');
  const url = (process.env.PUBLIC_SUPABASE_URL ?? fromFiles.PUBLIC_SUPABASE_URL ?? '').trim();
  return url || LOCAL_SUPABASE_URL;
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
        const supabaseOrigin = supabaseOriginOf(buildSupabaseUrl('production', root));
        const headers = securityHeaders({ supabaseOrigin, scriptHashes: distScriptHashes(distDir) });
        writeFileSync(join(distDir, '_headers'), headersFile(headers));
        logger.info(`_headers written (connect-src ${supabaseOrigin})`);
      },
    },
  };
}
