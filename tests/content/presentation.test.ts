import { createClient } from '@sanity/client';
import { createSourceFromConfig, type Source } from 'sanity';
import type { DocumentLocationResolverObject, DocumentLocationsState } from 'sanity/presentation';
import { beforeAll, describe, expect, it } from 'vitest';

import { ENABLE_PATH } from '../../src/integrations/preview/handshake';
import { LANDING_PAGE_TYPE } from '../../studio/landing';
import { locations, mainDocuments } from '../../studio/presentation/resolve';
import { mainDocumentOf, mayShow, routesOf, TYPE_ROUTES } from '../../studio/presentation/routes';
import { LOCAL_PREVIEW_URL, PREVIEW_ENABLE_PATH, previewTool } from '../../studio/presentation/tool';
import config from '../../studio/sanity.config';
import { schemaTypes } from '../../studio/schemaTypes';
import { MEMBER_NAV_ROUTES, PAGE_DOCUMENTS } from '../../studio/singletons';
import { readSeedDocs } from '../support/seed-docs';

const documentTypes: string[] = schemaTypes.filter((type) => type.type === 'document').map((type) => type.name);
const routes = PAGE_DOCUMENTS.map((page) => page.route);
const published = readSeedDocs().filter((doc) => !doc._id.startsWith('drafts.'));
const seedLanding = published
  .filter((doc) => doc._type === LANDING_PAGE_TYPE)
  .map((doc) => ({ _id: doc._id, slug: (doc.slug as { current: string }).current }));

let source: Source;

beforeAll(async () => {
  source = await createSourceFromConfig({
    ...config,
    currentUser: {
      id: 'editor',
      name: '편집자',
      email: 'editor@sodampos.kr',
      role: 'administrator',
      roles: [{ name: 'administrator', title: '관리자' }],
    },
    getClient: () =>
      createClient({
        projectId: 'localseed',
        dataset: 'production',
        apiVersion: '2025-02-19',
        useCdn: false,
      }),
  });
}, 60_000);

describe('the Presentation tool', () => {
  it('is in the Studio, named in Korean', () => {
    expect(source.tools.map((tool) => [tool.name, tool.title])).toContainEqual(['presentation', '미리보기']);
  });

  it('opens the local preview by default and lets only the preview’s origin in', () => {
    const options = (url?: string) => {
      const plugin = previewTool(url) as unknown as {
        tools: {
          options: {
            previewUrl: { initial: string; previewMode: { enable: string; shareAccess: boolean } };
            allowOrigins: string[];
          };
        }[];
      };
      return plugin.tools[0]!.options;
    };
    expect(options().previewUrl.initial).toBe(LOCAL_PREVIEW_URL);
    expect(options().allowOrigins).toEqual([LOCAL_PREVIEW_URL]);
    expect(options('https://preview.sodampos.kr/').allowOrigins).toEqual(['https://preview.sodampos.kr']);
  });

  it('enters the preview through its preview-secret handshake, without share links', () => {
    const plugin = previewTool() as unknown as {
      tools: { options: { previewUrl: { previewMode: { enable: string; shareAccess: boolean } } } }[];
    };
    expect(plugin.tools[0]!.options.previewUrl.previewMode).toEqual({ enable: ENABLE_PATH, shareAccess: false });
    expect(PREVIEW_ENABLE_PATH).toBe(ENABLE_PATH);
  });
});

describe('which pages show a document', () => {
  it.each(documentTypes.filter((type) => type !== 'pageSeo'))('%s is shown on at least one page', (type) => {
    expect(routesOf(type, `${type}-x`, 'x').length).toBeGreaterThan(0);
  });

  it.each(seedLanding.map((doc) => [doc._id, doc.slug]))('landing page %s shows at /lp/%s, drafts too', (id, slug) => {
    expect(routesOf(LANDING_PAGE_TYPE, id, slug)).toEqual([`/lp/${slug}`]);
    const resolver = locations[LANDING_PAGE_TYPE] as DocumentLocationResolverObject<'id' | 'slug' | 'name'>;
    expect(resolver.resolve({ id: `drafts.${id}`, slug, name: '봄 광고' })?.locations).toEqual([
      { title: '봄 광고', href: `/lp/${slug}` },
    ]);
  });

  it('lets landing pages show only the documents their sections, frame and buttons draw on', () => {
    expect(mayShow('featureCard', 'featureCard-01', '/lp/any')).toBe(true);
    expect(mayShow('talkItem', 'talkItem-01', '/lp/any')).toBe(false);
    expect(mayShow('featureCard', 'featureCard-01', '/')).toBe(true);
    expect(mayShow('featureCard', 'featureCard-01', '/faq')).toBe(false);
  });

  const ownRouteOnly = PAGE_DOCUMENTS.filter((page) => !(MEMBER_NAV_ROUTES as readonly string[]).includes(page.route));
  it.each(ownRouteOnly.map((page) => [page.id, page.route]))('page document %s shows on %s only', (id, route) => {
    expect(routesOf('pageSeo', id)).toEqual([route]);
    expect(routesOf('pageSeo', `drafts.${id}`)).toEqual([route]);
  });

  it.each(MEMBER_NAV_ROUTES)(
    'the page document of %s, which the member links name, shows on every /user page',
    (route) => {
      const id = PAGE_DOCUMENTS.find((page) => page.route === route)?.id ?? '';
      const userPages = PAGE_DOCUMENTS.map((page) => page.route).filter((r) => r.startsWith('/user/'));
      expect([...routesOf('pageSeo', id)].sort()).toEqual([...userPages].sort());
      expect(routesOf('pageSeo', `drafts.${id}`)).toContain(route);
    },
  );

  it('names only types the schema has, and only pages the site builds', () => {
    expect(Object.keys(TYPE_ROUTES).filter((type) => !documentTypes.includes(type))).toEqual([]);
    expect(
      Object.values(TYPE_ROUTES)
        .flat()
        .filter((route) => !routes.includes(route)),
    ).toEqual([]);
  });

  it.each([
    ['siteSettings', routes],
    ['sharedSections', ['/', '/industry']],
    ['faq', ['/faq']],
    ['testimonial', ['/']],
  ])('%s → %j', (type, expected) => {
    expect(routesOf(type, 'any')).toEqual(expected);
  });

  it('gives the Studio those pages, titled in Korean', () => {
    const faq = locations.faq as DocumentLocationsState;
    expect(faq.locations).toEqual([{ title: '자주 묻는 질문', href: '/faq' }]);
    const page = locations.pageSeo as DocumentLocationResolverObject<'id'>;
    expect(page.resolve({ id: 'drafts.pageSeo-login' })?.locations).toEqual([{ title: '로그인', href: '/login' }]);
  });
});

describe('which document a page opens', () => {
  it('opens a landing page by the slug in its address', () => {
    const resolver = mainDocuments.find((r) => r.route === '/lp/:slug') as { filter: string } | undefined;
    expect(resolver?.filter).toBe('_type == "landingPage" && slug.current == $slug');
    expect(seedLanding.length).toBeGreaterThan(0);
  });

  it.each(routes)('%s opens one published document of the seed', (route) => {
    const resolver = mainDocuments.find((r) => r.route === route) as
      { filter: string; params: { id: string } } | undefined;
    expect(resolver?.filter).toBe('_id == $id');
    expect(published.map((doc) => doc._id)).toContain(resolver?.params.id);
    expect(resolver?.params.id).toBe(mainDocumentOf(route));
  });
});
