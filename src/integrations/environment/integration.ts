// Build-time only: says, at the start of every build and dev server, what the environment
// gives the browser that should change before launch (today: the legacy anon key in place of
// the publishable key). Warnings, not errors: `npm run build:prod` decides what stops a build.
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

import { nodeEnv } from '../../lib/env/node.ts';
import { supabaseKeyWarnings, supabaseTarget } from '../../lib/env/supabase.ts';

export function environmentWarnings(): AstroIntegration {
  return {
    name: 'environment',
    hooks: {
      'astro:config:setup': ({ config, logger, command }) => {
        const env = nodeEnv(fileURLToPath(config.root), command === 'build' ? 'production' : 'development');
        for (const warning of supabaseKeyWarnings(supabaseTarget(env))) logger.warn(warning);
      },
    },
  };
}
