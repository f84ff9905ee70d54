// Build-time only: the one place pages get content from.
import { createClient, type SanityClient, type SanityQueries } from '@sanity/client';
import { evaluate, parse } from 'groq-js';

import { loadDraftsQuery } from './preview/load-drafts';
import { loadSeedDataset } from './seed';
import { contentSource, previewDrafts, SANITY_API_VERSION } from './source';

let client: SanityClient | undefined;

function sanityClient(source: Extract<ReturnType<typeof contentSource>, { kind: 'sanity' }>): SanityClient {
  client ??= createClient({
    projectId: source.projectId,
    dataset: source.dataset,
    apiVersion: SANITY_API_VERSION,
    // The build reads fresh published content, never the CDN's possibly stale copy.
    useCdn: false,
    perspective: 'published',
    ...(source.token ? { token: source.token } : {}),
  });
  return client;
}

/**
 * Runs a typed GROQ query against the Sanity project when one is configured, otherwise
 * against the seed dataset with groq-js. The query text is the same in both cases, and in the
 * preview build, where the drafts perspective with edit information is read instead.
 */
export async function loadQuery<Q extends keyof SanityQueries>(
  query: Q,
  params: Record<string, unknown> = {},
): Promise<SanityQueries[Q]> {
  if (previewDrafts()) return loadDraftsQuery(query, params);
  const source = contentSource();
  if (source.kind === 'sanity') {
    return sanityClient(source).fetch<SanityQueries[Q]>(query, params);
  }
  const tree = parse(query, { params });
  const result = await evaluate(tree, { dataset: loadSeedDataset(), params });
  return (await result.get()) as SanityQueries[Q];
}
