// Where the enable route looks a preview secret up. With a Sanity project: the Content Lake,
// read with the Viewer token, where the Studio's Presentation tool wrote it. Offline (the
// seed): a small file store that `npm run preview:drafts` and the tests write a secret into,
// shaped like the Studio's (a draft `sanity.previewUrlSecret` document), and that the same
// validatePreviewUrl reads through a client over groq-js.
import { randomBytes, randomUUID } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { createClient } from '@sanity/client';
import { type SanityClientLike } from '@sanity/preview-url-secret';
import {
  schemaType,
  urlSearchParamPreviewPathname,
  urlSearchParamPreviewSecret,
} from '@sanity/preview-url-secret/constants';
import { evaluate, parse } from 'groq-js';

import type { ContentSource } from '../../lib/env/build.ts';
import { ENABLE_PATH } from './handshake.ts';

export interface SecretDocument {
  _id: string;
  _type: string;
  _updatedAt: string;
  secret: string;
  source: string;
  studioUrl: string;
}

export function readSecrets(file: string): SecretDocument[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as SecretDocument);
}

/** Writes a new secret into the offline store, as the Studio writes one into the dataset. */
export function createSeedSecret(file: string, studioUrl: string, updatedAt = new Date()): string {
  const secret = randomBytes(24).toString('base64url');
  const document: SecretDocument = {
    _id: `drafts.${randomUUID()}`,
    _type: schemaType,
    _updatedAt: updatedAt.toISOString(),
    secret,
    source: 'npm run preview:drafts',
    studioUrl,
  };
  mkdirSync(dirname(file), { recursive: true });
  appendFileSync(file, `${JSON.stringify(document)}\n`);
  return secret;
}

/** A client over the offline store: the part of a Sanity client validatePreviewUrl uses. */
export function seedSecretClient(file: string): SanityClientLike {
  const client: SanityClientLike = {
    config: () => ({ token: 'offline-seed-store' }),
    withConfig: () => client,
    fetch: async <R>(query: string, params: unknown) => {
      const values = params as Record<string, unknown>;
      const result = await evaluate(parse(query, { params: values }), { dataset: readSecrets(file), params: values });
      return (await result.get()) as R;
    },
  };
  return client;
}

/** Where secrets are validated for a content source. */
export function secretClient(source: ContentSource, seedStore: string, apiVersion: string): SanityClientLike {
  if (source.kind === 'seed') return seedSecretClient(seedStore);
  if (!source.token)
    throw new Error(
      '미리보기 서버에 SANITY_API_READ_TOKEN(Viewer 권한 토큰)이 없어 미리보기 비밀값을 확인할 수 없습니다.',
    );
  return createClient({
    projectId: source.projectId,
    dataset: source.dataset,
    apiVersion,
    useCdn: false,
    token: source.token,
  });
}

/** The address the Studio opens: the enable route with the secret and the page to show. */
export function enableUrl(origin: string, secret: string, path = '/'): string {
  const url = new URL(ENABLE_PATH, origin);
  url.searchParams.set(urlSearchParamPreviewSecret, secret);
  url.searchParams.set(urlSearchParamPreviewPathname, path);
  return url.href;
}
