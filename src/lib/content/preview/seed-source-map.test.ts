import { stegaClean, stegaEncodeSourceMap } from '@sanity/client/stega';
import { vercelStegaDecode } from '@vercel/stega';
import { evaluate, parse } from 'groq-js';
import { describe, expect, it } from 'vitest';

import { draftsPerspective } from './drafts';
import { tagCopyStrings, untagResult } from './seed-source-map';
import { stegaConfig } from './stega';

const STUDIO = 'https://sodampos.sanity.studio';

const dataset = draftsPerspective([
  {
    _id: 'homePage',
    _type: 'homePage',
    hero: { slides: [{ _key: 's1', _type: 'heroSlide', heading: '게시된 제목', link: '/down' }] },
  },
  {
    _id: 'drafts.homePage',
    _type: 'homePage',
    hero: { slides: [{ _key: 's1', _type: 'heroSlide', heading: '고친 제목', link: '/down' }] },
  },
  { _id: 'faq-01', _type: 'faq', question: '있던 질문', publishedAt: '2024-01-01T00:00:00Z', tags: ['설치', '요금'] },
  { _id: 'image-abc-10x10-webp', _type: 'sanity.imageAsset', url: '/seed-images/a.webp', originalFilename: 'a.webp' },
]);

async function query<T>(groq: string): Promise<{ plain: T; encoded: T }> {
  const plain = (await (await evaluate(parse(groq), { dataset })).get()) as T;
  const tagged = tagCopyStrings(dataset);
  const raw = (await (await evaluate(parse(groq), { dataset: tagged.dataset })).get()) as T;
  const { result, resultSourceMap } = untagResult(raw, tagged);
  return { plain, encoded: stegaEncodeSourceMap(result, resultSourceMap, stegaConfig(STUDIO)) };
}

function editInfo(value: string) {
  const decoded = vercelStegaDecode<{ origin: string; href: string }>(value);
  if (!decoded) return undefined;
  const url = new URL(decoded.href);
  return { origin: decoded.origin, studio: url.origin, params: Object.fromEntries(url.searchParams) };
}

describe('stega for seed query results', () => {
  it('marks a draft string with its document, type and keyed path, as a Content Lake source map would', async () => {
    const { encoded } = await query<{ heading: string }>(
      '*[_id == "homePage"][0]{ "heading": hero.slides[0].heading }',
    );
    expect(stegaClean(encoded.heading)).toBe('고친 제목');
    expect(editInfo(encoded.heading)).toEqual({
      origin: 'sanity.io',
      studio: STUDIO,
      params: { baseUrl: STUDIO, id: 'homePage', type: 'homePage', path: 'hero.slides[_key=="s1"].heading' },
    });
  });

  it('says a published document is published, so the Studio opens that version', async () => {
    const { encoded } = await query<string>('*[_id == "faq-01"][0].question');
    expect(editInfo(encoded)?.params).toMatchObject({
      id: 'faq-01',
      type: 'faq',
      path: 'question',
      perspective: 'published',
    });
  });

  it('marks strings inside arrays of strings by index', async () => {
    const { encoded } = await query<string[]>('*[_id == "faq-01"][0].tags');
    expect(encoded.map((tag) => editInfo(tag)?.params.path)).toEqual(['tags[0]', 'tags[1]']);
  });

  it('leaves ids, links, dates and asset fields without stega', async () => {
    const { encoded } = await query<Record<string, string>>(
      '{ "id": *[_id == "faq-01"][0]._id, "date": *[_id == "faq-01"][0].publishedAt, "link": *[_id == "homePage"][0].hero.slides[0].link, "url": *[_type == "sanity.imageAsset"][0].url }',
    );
    expect(encoded).toEqual({ id: 'faq-01', date: '2024-01-01T00:00:00Z', link: '/down', url: '/seed-images/a.webp' });
  });

  it('gives a string built from two values no edit target (it is no single field)', async () => {
    const { encoded } = await query<string>('*[_id == "faq-01"][0].tags[0] + *[_id == "faq-01"][0].tags[1]');
    expect(encoded).toBe('설치요금');
  });

  it('answers queries that filter on ids, types and dates with the same values once stega is cleaned', async () => {
    for (const groq of [
      '*[_type == "faq"] | order(publishedAt desc){question, publishedAt}',
      '*[_type == "homePage"][0].hero',
      'count(*[_type == "faq"])',
    ]) {
      const { plain, encoded } = await query(groq);
      expect(stegaClean(encoded), groq).toEqual(plain);
    }
  });

  it('would change the answer of a filter on copy text, which is why every site query is checked against the plain seed', async () => {
    const { plain, encoded } = await query('count(*[question == "있던 질문"])');
    expect([plain, encoded]).toEqual([1, 0]);
  });
});
