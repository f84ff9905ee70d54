// Korean that breaks only where Korean breaks (src/lib/text/korean-breaks.ts), applied to every
// page as Astro renders it, before the integrations that read or rewrite the built pages (the
// font cut reads their text, the critical CSS and script hashes their final bytes).
import type { AstroIntegration } from 'astro';

export function koreanLineBreaks(): AstroIntegration {
  return {
    name: 'korean-line-breaks',
    hooks: {
      'astro:config:setup': ({ addMiddleware }) => {
        addMiddleware({ entrypoint: new URL('./middleware.ts', import.meta.url), order: 'pre' });
      },
    },
  };
}
