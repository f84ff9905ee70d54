// The draft preview for the browser tests: built into dist-preview/ against the test stack and
// served on loopback, with a stand-in "Studio" origin that may frame it and another that may not.
// Drafts show only after the preview-secret handshake: `enter(path)` writes a secret into the
// server's offline store, as the Studio writes one into the dataset, and returns the address
// the Studio would open.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';

import { createSeedSecret, enableUrl } from '../../src/integrations/preview/secrets';
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
  /** The offline store the preview server looks secrets up in. */
  secrets: string;
  /** The enable route with a fresh secret, leading to `path`. */
  enter(path: string): string;
  /** A Cookie header with a session, got by walking the handshake with fetch. */
  sessionCookie(): Promise<string>;
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
  const secrets = join(frames, 'preview-secrets.ndjson');
  const preview = await startPreviewServer({
    env: { ...env, SANITY_STUDIO_URL: studio.url, PREVIEW_SEED_SECRETS: secrets },
    quiet: true,
  });
  const enter = (path: string) => enableUrl(preview.url, createSeedSecret(secrets, studio.url), path);
  return {
    preview,
    studio,
    stranger,
    secrets,
    enter,
    sessionCookie: async () => {
      const answer = await fetch(enter('/'), { redirect: 'manual' });
      return (answer.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    },
    close: async () => {
      await Promise.all([preview.close(), studio.close(), stranger.close()]);
      rmSync(frames, { recursive: true, force: true });
    },
  };
}
