// groq-js answers a query with values and nothing about where they came from, while the Content
// Lake answers with a result source map. To give a seed preview the same edit information, each
// copy string of the dataset is tagged with a private-use marker naming its document and path
// before the query runs; the markers found in the result are turned into a source map in the
// Content Lake's format and removed. The encoding itself is then @sanity/client's.
import { type ContentSourceMap, type ContentSourceMapDocument, jsonPath } from '@sanity/client/csm';

import type { Doc, Json } from '../seed';
import { isAssetType, isCopyPath } from './copy-fields';

type KeyedSegment = { _key: string; _index: number };
type DocPath = (string | number | KeyedSegment)[];

interface Origin {
  document: number;
  path: number;
}

export interface TaggedDataset {
  dataset: Doc[];
  documents: ContentSourceMapDocument[];
  paths: string[];
  origins: Origin[];
}

const MARKER = /\uE000(\d+)\uE001/g;
const marker = (index: number) => `\uE000${index}\uE001`;

function tagValue(value: Json, path: DocPath, document: number, tagged: TaggedDataset): Json {
  if (typeof value === 'string') {
    if (!isCopyPath(path)) return value;
    tagged.paths.push(jsonPath(path));
    tagged.origins.push({ document, path: tagged.paths.length - 1 });
    return `${value}${marker(tagged.origins.length - 1)}`;
  }
  if (Array.isArray(value)) {
    return value.map((item, index) => {
      const key = item !== null && typeof item === 'object' && !Array.isArray(item) ? item._key : undefined;
      return tagValue(
        item,
        [...path, typeof key === 'string' ? { _key: key, _index: index } : index],
        document,
        tagged,
      );
    });
  }
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [
      key,
      key.startsWith('_') ? child : tagValue(child, [...path, key], document, tagged),
    ]),
  );
}

/** The dataset with every copy string tagged by where it lives. */
export function tagCopyStrings(docs: readonly Doc[]): TaggedDataset {
  const tagged: TaggedDataset = { dataset: [], documents: [], paths: [], origins: [] };
  for (const doc of docs) {
    if (isAssetType(doc._type)) {
      tagged.dataset.push(doc);
      continue;
    }
    const id = typeof doc._originalId === 'string' ? doc._originalId : doc._id;
    tagged.documents.push({ _id: id, _type: doc._type });
    tagged.dataset.push(tagValue(doc, [], tagged.documents.length - 1, tagged) as Doc);
  }
  return tagged;
}

/**
 * A query result over the tagged dataset, without its markers, and its source map: every string
 * that is one copy value unchanged maps to that value's document and path. A string built from
 * several values (GROQ concatenation) maps to none, as the Content Lake's would not either.
 */
export function untagResult<T>(result: T, tagged: TaggedDataset): { result: T; resultSourceMap: ContentSourceMap } {
  const mappings: ContentSourceMap['mappings'] = {};
  const walk = (value: unknown, path: (string | number)[]): unknown => {
    if (typeof value === 'string') {
      const found = [...value.matchAll(MARKER)];
      const only =
        found.length === 1 && value.endsWith(found[0]![0]) ? tagged.origins[Number(found[0]![1])] : undefined;
      if (only)
        mappings[jsonPath(path)] = {
          type: 'value',
          source: { type: 'documentValue', document: only.document, path: only.path },
        };
      return value.replace(MARKER, '');
    }
    if (Array.isArray(value)) return value.map((item, index) => walk(item, [...path, index]));
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, walk(child, [...path, key])]));
  };
  const clean = walk(result, []) as T;
  return { result: clean, resultSourceMap: { documents: tagged.documents, paths: tagged.paths, mappings } };
}
