import { stegaClean } from '@sanity/client/stega';
import { VERCEL_STEGA_REGEX, vercelStegaDecode } from '@vercel/stega';
import { evaluate, parse } from 'groq-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { pageSources } from '../../src/components/seo/page-sources';
import { getFaqList, getHomePage } from '../../src/lib/content';
import { loadQuery } from '../../src/lib/content/load';
import { NOT_COPY } from '../../src/lib/content/preview/copy-fields';
import { draftsPerspective } from '../../src/lib/content/preview/drafts';
import * as queries from '../../src/lib/content/queries';
import { loadSeedDocuments } from '../../src/lib/content/seed';
import { LANDING_PREFIX } from '../../studio/landing';
import { PAGE_DOCUMENTS } from '../../studio/singletons';
import { seedLandingPages } from '../../tools/routes';
import { useSeedContent } from '../support/content';

const STUDIO = 'https://sodampos.sanity.studio';
const DRAFT_HEADING = 'POS 프로그램,\n오늘부터 평생 무료로 쓰세요';
const DRAFT_QUESTION = '카드 단말기를 바꾸면 POS도 다시 설치해야 하나요?';

function preview(on: boolean) {
  vi.stubEnv('PREVIEW_DRAFTS', on ? '1' : '');
  vi.stubEnv('SANITY_STUDIO_URL', STUDIO);
}

beforeEach(useSeedContent);
afterEach(() => vi.unstubAllEnvs());

/** Every query the site runs, with the parameters it runs them with. */
const RUNS: [string, string, Record<string, unknown>][] = Object.entries(queries).flatMap(([name, query]) => {
  if (name === 'pageSeoQuery') {
    return PAGE_DOCUMENTS.map((page): [string, string, Record<string, unknown>] => [
      `${name} ${page.id}`,
      query,
      { id: page.id },
    ]);
  }
  if (name === 'landingPageQuery') {
    return seedLandingPages().map(({ path }): [string, string, Record<string, unknown>] => [
      `${name} ${path}`,
      query,
      { slug: path.slice(LANDING_PREFIX.length) },
    ]);
  }
  return [[name, query, name === 'pageUpdatedAtQuery' ? { ...pageSources('/faq') } : {}]];
});

/** Queries that read no copy at all: the sitemap's dates, the landing pages' addresses. */
const WITHOUT_COPY = new Set(['pageUpdatedAtQuery', 'landingSlugsQuery']);
const COPY_RUNS = RUNS.filter(([name]) => !WITHOUT_COPY.has(name));

/** Paths (a.b[0].c) of every string carrying stega in a value. */
function stegaPaths(value: unknown, path = ''): string[] {
  if (typeof value === 'string')
    return ((VERCEL_STEGA_REGEX.lastIndex = 0), VERCEL_STEGA_REGEX.test(value) ? [path] : []);
  if (Array.isArray(value)) return value.flatMap((item, i) => stegaPaths(item, `${path}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, child]) => stegaPaths(child, path ? `${path}.${key}` : key));
  return [];
}

describe('the preview reads the seed in the drafts perspective', () => {
  it('shows the draft hero headline, marked with the field editors change it in', async () => {
    preview(true);
    const heading = (await getHomePage()).hero.slides[0]!.heading;
    expect(stegaClean(heading)).toBe(DRAFT_HEADING);
    const href = new URL(vercelStegaDecode<{ href: string }>(heading)!.href);
    expect(href.origin).toBe(STUDIO);
    expect(Object.fromEntries(href.searchParams)).toMatchObject({
      id: 'homePage',
      type: 'homePage',
      path: 'hero.slides[_key=="90c345737c1c"].heading',
    });
  });

  it('lists the draft-only question under its published id, with no stega in its id or date', async () => {
    preview(true);
    const first = (await getFaqList()).find((entry) => stegaClean(entry.question) === DRAFT_QUESTION);
    expect(stegaClean(first!.question)).toBe(DRAFT_QUESTION);
    expect(first!._id).toBe('faq-14');
    expect(first!.publishedAt).toBe('2026-03-02T01:00:00Z');
  });

  it.each(RUNS)('%s: gives the drafts-perspective values once stega is cleaned', async (_name, query, params) => {
    preview(true);
    const plain: unknown = await (
      await evaluate(parse(query, { params }), { dataset: draftsPerspective(loadSeedDocuments()), params })
    ).get();
    expect(stegaClean(await loadQuery(query as never, params))).toEqual(plain);
  });

  it.each(RUNS.filter(([name]) => WITHOUT_COPY.has(name)))(
    '%s: reads no copy, so carries no stega',
    async (_name, query, params) => {
      preview(true);
      const result = await loadQuery(query as never, params);
      expect(result).not.toBeNull();
      expect(stegaPaths(result)).toEqual([]);
    },
  );

  it.each(COPY_RUNS)('%s: puts stega in copy and nowhere else', async (_name, query, params) => {
    preview(true);
    const paths = stegaPaths(await loadQuery(query as never, params));
    expect(paths.length, 'every query reads some copy').toBeGreaterThan(0);
    expect(
      paths.filter((path) =>
        NOT_COPY.has(
          path
            .replace(/\[\d+\]$/, '')
            .split('.')
            .pop() ?? '',
        ),
      ),
    ).toEqual([]);
  });
});

describe('the production build', () => {
  it.each(RUNS)('%s: has neither drafts nor stega', async (_name, query, params) => {
    preview(false);
    const result = await loadQuery(query as never, params);
    expect(stegaPaths(result)).toEqual([]);
    expect(JSON.stringify(result)).not.toContain(DRAFT_QUESTION);
    expect(JSON.stringify(result)).not.toContain(JSON.stringify(DRAFT_HEADING).slice(1, -1));
  });
});
