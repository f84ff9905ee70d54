// @vitest-environment node
// The offline preview's secrets go through Sanity's own validatePreviewUrl, as the Studio's do.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { validatePreviewUrl } from '@sanity/preview-url-secret';
import { afterAll, describe, expect, it } from 'vitest';

import { createSeedSecret, enableUrl, readSecrets, seedSecretClient } from './secrets';

const dir = mkdtempSync(join(tmpdir(), 'preview-secrets-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const store = join(dir, 'secrets.ndjson');
const PREVIEW = 'http://127.0.0.1:4322';
const STUDIO = 'http://localhost:3333';

describe('the offline preview secret store', () => {
  it('holds a secret shaped like the Studio’s: a draft sanity.previewUrlSecret document', () => {
    createSeedSecret(store, STUDIO);
    const written = readSecrets(store).at(-1);
    expect(written?._id).toMatch(/^drafts\./);
    expect(written?._type).toBe('sanity.previewUrlSecret');
    expect(written?.secret).toMatch(/^[\w-]{32}$/);
    expect(written?.studioUrl).toBe(STUDIO);
  });

  it('a fresh secret validates, with the page to show and the Studio it came from', async () => {
    const secret = createSeedSecret(store, STUDIO);
    const result = await validatePreviewUrl(seedSecretClient(store), enableUrl(PREVIEW, secret, '/faq'));
    expect(result).toMatchObject({ isValid: true, redirectTo: '/faq', studioOrigin: STUDIO });
  });

  it.each([
    ['an unknown secret', () => 'not-a-secret-anyone-wrote'],
    ['a secret older than an hour', () => createSeedSecret(store, STUDIO, new Date(Date.now() - 61 * 60_000))],
    ['an empty store', () => 'x'],
  ])('%s does not', async (_case, secretOf) => {
    const file = _case === 'an empty store' ? join(dir, 'none.ndjson') : store;
    const result = await validatePreviewUrl(seedSecretClient(file), enableUrl(PREVIEW, secretOf(), '/'));
    expect(result.isValid).toBe(false);
    expect(result.redirectTo).toBeUndefined();
  });
});
