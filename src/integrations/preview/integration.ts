// The draft preview the Studio's Presentation tool frames. With PREVIEW_DRAFTS=1 in the build's
// environment, the build becomes the same pages and components rendered per request by a Node
// server (@astrojs/node, standalone) into dist-preview/, reading drafts with edit information
// (lib/content/preview/). Otherwise the build stays the static public site, and this integration
// only pins that down: whatever Astro reads from .env, the public build never reads drafts.
import { fileURLToPath } from 'node:url';
import node from '@astrojs/node';
import type { AstroIntegration } from 'astro';

import { ENABLE_PATH } from './handshake.ts';

export const PREVIEW_OUT_DIR = 'dist-preview';

type SetupParams = Parameters<NonNullable<AstroIntegration['hooks']['astro:config:setup']>>[0];

/** Read by lib/content/source.ts previewDrafts(); `typeof` keeps it optional outside builds (tests). */
const defineDraftPreview = (on: boolean) => ({ vite: { define: { __DRAFT_PREVIEW_BUILD__: String(on) } } });

function setUpPreview({ config, updateConfig, addMiddleware, injectScript, injectRoute }: SetupParams): void {
  // Astro checks `adapter` and runs the hooks of `integrations`: an adapter added here needs both.
  const adapter = node({ mode: 'standalone' });
  const outDir = new URL(`./${PREVIEW_OUT_DIR}/`, config.root);
  updateConfig({
    output: 'server',
    // build.client and build.server were resolved against dist/ before this hook: moved with
    // outDir, or the preview would overwrite the public build.
    outDir,
    build: { client: new URL('./client/', outDir), server: new URL('./server/', outDir) },
    adapter,
    integrations: [adapter],
    ...defineDraftPreview(true),
  });
  addMiddleware({ entrypoint: new URL('./middleware.ts', import.meta.url), order: 'post' });
  // The Presentation tool's way in (./handshake.ts); only the preview build has it.
  injectRoute({ pattern: ENABLE_PATH, entrypoint: new URL('./enable.ts', import.meta.url), prerender: false });
  // The overlay joins every page's bundle here, not through the layout, so the public build's
  // module graph (and its chunks) never contains it.
  const overlay = fileURLToPath(new URL('./visual-editing.ts', import.meta.url));
  injectScript('page', `import { startVisualEditing } from ${JSON.stringify(overlay)}; void startVisualEditing();`);
}

export function draftPreview(enabled: boolean): AstroIntegration {
  return {
    name: 'draft-preview',
    hooks: {
      'astro:config:setup': (params) => {
        if (enabled) setUpPreview(params);
        else if (params.command === 'build') params.updateConfig(defineDraftPreview(false));
      },
    },
  };
}
