import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Registers `client:demand` (lib/page/demand-directive.ts). */
export function islandsOnDemand(): AstroIntegration {
  return {
    name: 'islands-on-demand',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'demand',
          entrypoint: fileURLToPath(new URL('../../lib/page/demand-directive.ts', import.meta.url)),
        });
      },
    },
  };
}

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate when the named store first has something to show (demandIsland). */
    'client:demand'?: string;
  }
}
