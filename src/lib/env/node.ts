// Node tools and Astro integrations only: the environment as the build sees it, the shell's
// variables over the .env files Vite reads for `mode` (.env, .env.local, .env.<mode>, …).
import { loadEnv } from 'vite';

import type { EnvSource } from './variables.ts';

export function nodeEnv(root: string, mode = 'production'): EnvSource {
  return { ...loadEnv(mode, root, ''), ...process.env };
}
