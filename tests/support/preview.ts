// The draft preview for the browser tests: built into dist-preview/ against the test stack and
// served on loopback, with a stand-in "Studio" origin that may frame it and another that may not.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';

import { buildPreview, type PreviewServer, startPreviewServer } from '../../tools/preview-server';
import { startStaticServer } from '../../tools/static-server';
import { CANARY_SECRETS } from './canary-secrets';

type StaticServer = Awaited<ReturnType<typeof startStaticServer>>;

export interface PreviewSetup {
  preview: PreviewServer;
  /** Serves /frame.html?src=… on the origin the preview names as the Studio's. */
  studio: StaticServer;
  /** The same page on an origin nobody allowed. */
  stranger: StaticServer;
  close(): Promise<void>;
}

const FRAME_PAGE = `<!doctype html><html lang="ko"><body><iframe title="미리보기" width="1200" height="800"></iframe>
<script>document.querySelector('iframe').src = new URLSearchParams(location.search).get('src');</script></body></html>`;

export async function startPreview(): Promise<PreviewSetup> {
  const frames = mkdtempSync(join(tmpdir(), 'preview-frames-'));
  writeFileSync(join(frames, 'frame.html'), FRAME_PAGE);
  const studio = await startStaticServer({ root: frames });
  const stranger = await startStaticServer({ root: frames });
  // Content from the seed, whatever the shell holds; the canary token goes in too, since no
  // public file of the preview may carry it.
  const env = { ...CANARY_SECRETS, SANITY_PROJECT_ID: '' };
  buildPreview({
    ...env,
    PUBLIC_SUPABASE_URL: inject('supabaseUrl'),
    PUBLIC_SUPABASE_PUBLISHABLE_KEY: inject('supabasePublishableKey'),
  });
  const preview = await startPreviewServer({ env: { ...env, SANITY_STUDIO_URL: studio.url }, quiet: true });
  return {
    preview,
    studio,
    stranger,
    close: async () => {
      await Promise.all([preview.close(), studio.close(), stranger.close()]);
      rmSync(frames, { recursive: true, force: true });
    },
  };
}
