// PREVIEW_DRAFTS=1 turns the build into the draft preview the Studio's Presentation tool frames:
// the same pages and components, rendered per request by a Node server (@astrojs/node,
// standalone) into dist-preview/, reading drafts with edit information (lib/content/preview/).
// The production build stays static and is unaffected: astro.config.mjs adds this integration,
// instead of the font cut and the static headers file, only when the variable is set.
import { fileURLToPath } from 'node:url';
import node from '@astrojs/node';
import type { AstroIntegration } from 'astro';

export const PREVIEW_OUT_DIR = 'dist-preview';

export function draftPreview(): AstroIntegration {
  return {
    name: 'draft-preview',
    hooks: {
      'astro:config:setup': ({ config, updateConfig, addMiddleware, injectScript }) => {
        // Astro checks `adapter` and runs the hooks of `integrations`: an adapter added here needs both.
        const adapter = node({ mode: 'standalone' });
        const outDir = new URL(`./${PREVIEW_OUT_DIR}/`, config.root);
        updateConfig({
          output: 'server',
          // build.client and build.server were resolved against dist/ before this hook: moved
          // with outDir, or the preview would overwrite the production build.
          outDir,
          build: { client: new URL('./client/', outDir), server: new URL('./server/', outDir) },
          adapter,
          integrations: [adapter],
          // Fixed at build time: a preview server never serves published-only pages by accident.
          vite: { define: { 'import.meta.env.PREVIEW_DRAFTS': JSON.stringify('1') } },
        });
        addMiddleware({ entrypoint: new URL('./middleware.ts', import.meta.url), order: 'post' });
        // The overlay joins every page's bundle here, not through the layout, so the public
        // build's module graph (and its chunks) never contains it.
        const overlay = fileURLToPath(new URL('./visual-editing.ts', import.meta.url));
        injectScript('page', `import { startVisualEditing } from ${JSON.stringify(overlay)}; void startVisualEditing();`);
      },
    },
  };
}
