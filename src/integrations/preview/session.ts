// The preview server's side of the handshake, kept once per process: the content source, the
// store secrets are looked up in and the key sessions are signed with.
import { join } from 'node:path';

import { contentSource, SANITY_API_VERSION } from '../../lib/content/source.ts';
import { envText } from '../../lib/env/read.ts';
import { sessionKey } from './handshake.ts';
import { secretClient } from './secrets.ts';

/** The offline store's default place, in the repository's ignored .local/ folder. */
export const DEFAULT_SEED_SECRETS = join(process.cwd(), '.local', 'preview-secrets.ndjson');

export const seedSecretsFile = (): string => envText(process.env, 'PREVIEW_SEED_SECRETS') ?? DEFAULT_SEED_SECRETS;

let key: Buffer | undefined;

export function previewSessionKey(): Buffer {
  const source = contentSource();
  key ??= sessionKey(source.kind === 'sanity' ? source.token : undefined);
  return key;
}

export const previewSecretClient = () => secretClient(contentSource(), seedSecretsFile(), SANITY_API_VERSION);
