// The preview server's loader: the same queries as the build, in the drafts perspective, with
// stega-encoded edit information in every copy string.
import { createClient, type SanityClient, type SanityQueries } from '@sanity/client';
import { stegaEncodeSourceMap } from '@sanity/client/stega';
import { evaluate, parse } from 'groq-js';

import { type Doc, loadSeedDocuments } from '../seed';
import { type ContentSource, contentSource, SANITY_API_VERSION, studioUrl } from '../source';
import { draftsPerspective } from './drafts';
import { tagCopyStrings, type TaggedDataset, untagResult } from './seed-source-map';
import { stegaConfig } from './stega';

let client: SanityClient | undefined;

function draftsClient(source: Extract<ContentSource, { kind: 'sanity' }>): SanityClient {
  // Drafts are never public: without a token the Content Lake would quietly answer with published content.
  if (!source.token)
    throw new Error('미리보기 서버에 SANITY_API_READ_TOKEN(Viewer 권한 토큰)이 없어 초안을 읽을 수 없습니다.');
  client ??= createClient({
    projectId: source.projectId,
    dataset: source.dataset,
    apiVersion: SANITY_API_VERSION,
    useCdn: false,
    token: source.token,
    perspective: 'drafts',
    stega: stegaConfig(studioUrl()),
  });
  return client;
}

let tagged: { from: Doc[]; dataset: TaggedDataset } | undefined;

function taggedSeed(): TaggedDataset {
  const docs = loadSeedDocuments();
  if (tagged?.from !== docs) tagged = { from: docs, dataset: tagCopyStrings(draftsPerspective(docs)) };
  return tagged.dataset;
}

export async function loadDraftsQuery<Q extends keyof SanityQueries>(
  query: Q,
  params: Record<string, unknown>,
): Promise<SanityQueries[Q]> {
  const source = contentSource();
  if (source.kind === 'sanity') return draftsClient(source).fetch<SanityQueries[Q]>(query, params);
  const dataset = taggedSeed();
  const value: unknown = await (await evaluate(parse(query, { params }), { dataset: dataset.dataset, params })).get();
  const { result, resultSourceMap } = untagResult(value as SanityQueries[Q], dataset);
  return stegaEncodeSourceMap(result, resultSourceMap, stegaConfig(studioUrl()));
}
