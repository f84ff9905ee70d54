import { describe, expect, inject, it } from 'vitest';

import { navigationOf } from '../../src/components/header/navigation';
import { pageSources } from '../../src/components/seo/page-sources';
import { OG_IMAGE_SIZE, SITE_PAGES } from '../../src/components/seo/pages';
import { getDownloadPage, getPageSeo, getSiteCopy, getSiteSettings } from '../../src/lib/content';
import { e164Phone } from '../../src/lib/tel';
import { seedLandingPages } from '../../tools/routes';
import { useSeedContent } from '../support/content';
import { newestPublishedUpdate } from '../support/seed-docs';

// What crawlers and link previews get from the built site, fetched from the static server.
const baseURL = inject('baseURL');
// The e2e build leaves PUBLIC_SITE_URL unset, so absolute URLs use astro.config.mjs's fallback.
const SITE = process.env.PUBLIC_SITE_URL || 'http://localhost:4321';

async function text(path: string): Promise<string> {
  const response = await fetch(baseURL + path);
  expect(response.status, path).toBe(200);
  return response.text();
}

function meta(html: string, attribute: 'name' | 'property', key: string): string | undefined {
  const tag = html.match(new RegExp(`<meta[^>]*\\b${attribute}="${key}"[^>]*>`))?.[0];
  return tag?.match(/\bcontent="([^"]*)"/)?.[1];
}

type Node = Record<string, unknown>;

/** Every JSON-LD node of a page, the nodes of a `@graph` one by one. */
function jsonLd(html: string): Node[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap(([, body = '']) => {
    const data = JSON.parse(body) as Node;
    return Array.isArray(data['@graph']) ? (data['@graph'] as Node[]) : [data];
  });
}

const pagePath = (route: string) => (route === '/404' ? '/404.html' : route);

describe('search and link-preview metadata', () => {
  it('lists exactly the indexable pages in sitemap.xml, with absolute URLs', async () => {
    const xml = await text('/sitemap.xml');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = '']) => loc);
    const landing = seedLandingPages().filter((p) => !p.noindex);
    expect(locs).toEqual(
      [...SITE_PAGES.filter((p) => p.indexable).map((p) => p.route), ...landing.map((p) => p.path)].map(
        (route) => new URL(route, SITE).href,
      ),
    );
    expect(locs.some((loc) => /\/user\/|\/login/.test(loc))).toBe(false);
  });

  it("dates each page in sitemap.xml by the newest document it is built from (the seed's _updatedAt)", async () => {
    const xml = await text('/sitemap.xml');
    for (const page of SITE_PAGES.filter((p) => p.indexable)) {
      const newest = newestPublishedUpdate(pageSources(page.route));
      const url = new URL(page.route, SITE).href;
      expect(xml, page.route).toContain(`<url><loc>${url}</loc><lastmod>${newest}</lastmod></url>`);
    }
  });

  it('points robots.txt at the sitemap and keeps crawlers out of the member area', async () => {
    const robots = await text('/robots.txt');
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(robots).toMatch(/^Disallow: \/user\/$/m);
    expect(robots).toMatch(/^Disallow: \/login$/m);
  });

  it('marks non-sitemap pages noindex and sitemap pages indexable', async () => {
    for (const page of SITE_PAGES) {
      const html = await (await fetch(baseURL + pagePath(page.route))).text();
      expect(meta(html, 'name', 'robots') === 'noindex', page.route).toBe(!page.indexable);
    }
  });

  it('marks a landing page noindex exactly when its 검색 노출 안 함 switch is on', async () => {
    const pages = seedLandingPages();
    // The seed has one of each, so both branches are tested.
    expect(new Set(pages.map((page) => page.noindex))).toEqual(new Set([true, false]));
    for (const page of pages) {
      const html = await text(page.path);
      expect(meta(html, 'name', 'robots') === 'noindex', page.path).toBe(page.noindex);
    }
  });

  it('gives every page its own Korean title and description, canonical URL and 1200 × 630 card', async () => {
    useSeedContent();
    const settings = await getSiteSettings();
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const page of SITE_PAGES) {
      const html = await (await fetch(baseURL + pagePath(page.route))).text();
      const seo = await getPageSeo(page.route);
      const title = html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '';
      const description = meta(html, 'name', 'description') ?? '';
      expect(title).toBe(`${seo.title} | ${settings.brandName}`);
      expect(title).toMatch(/[가-힣]/);
      expect(description).toMatch(/[가-힣]/);
      titles.add(title);
      descriptions.add(description);
      expect(html).toContain(`<link rel="canonical" href="${new URL(page.route, SITE).href}">`);
      const image = meta(html, 'property', 'og:image') ?? '';
      expect(image).toBe(`${SITE}/og/${page.ogSlug}.png`);
      // X takes the picture from og:image.
      expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
      expect(meta(html, 'property', 'og:image:width')).toBe(String(OG_IMAGE_SIZE.width));
      expect(meta(html, 'property', 'og:image:height')).toBe(String(OG_IMAGE_SIZE.height));
      // Naver and Google read their site verification from the home page; the seed sets Naver's only.
      expect(meta(html, 'name', 'naver-site-verification')).toBe(
        page.route === '/' ? settings.naverSiteVerification : undefined,
      );
      expect(meta(html, 'name', 'google-site-verification')).toBeUndefined();
      const png = Buffer.from(await (await fetch(baseURL + new URL(image).pathname)).arrayBuffer());
      expect(png.subarray(1, 4).toString(), image).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([OG_IMAGE_SIZE.width, OG_IMAGE_SIZE.height]);
      expect(png.length).toBeGreaterThan(10_000); // a title was drawn, not an empty card
    }
    expect(titles.size).toBe(SITE_PAGES.length);
    expect(descriptions.size).toBe(SITE_PAGES.length);
  });

  it('describes the site and the company on the home page, with the profiles the settings name (JSON-LD)', async () => {
    useSeedContent();
    const settings = await getSiteSettings();
    for (const page of SITE_PAGES) {
      const blocks = jsonLd(await (await fetch(baseURL + pagePath(page.route))).text());
      const types = blocks.map((b) => b['@type']);
      expect(types.includes('Organization') && types.includes('WebSite'), page.route).toBe(page.route === '/');
    }
    const home = jsonLd(await text('/'));
    const organization = home.find((b) => b['@type'] === 'Organization');
    expect(organization).toMatchObject({
      name: settings.brandName,
      legalName: settings.business.companyName,
      url: `${SITE}/`,
      telephone: e164Phone(settings.servicePhone),
      logo: `${SITE}/favicon.svg`,
    });
    expect(organization?.sameAs).toEqual([settings.chatChannelUrl, settings.appStore.android, settings.appStore.ios]);
    expect(home.find((b) => b['@type'] === 'WebSite')).toMatchObject({
      name: settings.brandName,
      url: `${SITE}/`,
      publisher: { '@id': organization?.['@id'] },
    });
  });

  it('gives every other page its breadcrumb trail, each page named as the site names it (JSON-LD)', async () => {
    useSeedContent();
    const [settings, copy] = await Promise.all([getSiteSettings(), getSiteCopy()]);
    const nav = navigationOf(copy.menu);
    const menuLabel = new Map([...nav.main, ...nav.inquiryMobile, nav.account].map((l) => [l.href, l.label]));
    for (const page of SITE_PAGES) {
      const trail = jsonLd(await (await fetch(baseURL + pagePath(page.route))).text()).find(
        (b) => b['@type'] === 'BreadcrumbList',
      );
      if (page.route === '/' || page.route === '/404') {
        expect(trail, page.route).toBeUndefined();
        continue;
      }
      const items = (trail?.itemListElement ?? []) as Node[];
      const seo = await getPageSeo(page.route);
      expect(items[0], page.route).toEqual({
        '@type': 'ListItem',
        position: 1,
        name: settings.brandName,
        item: `${SITE}/`,
      });
      expect(items.at(-1), page.route).toEqual({
        '@type': 'ListItem',
        position: items.length,
        name: seo.heading ?? menuLabel.get(page.route) ?? seo.title,
      });
    }
  });

  it('describes the free Windows program on /down, published by the same company (JSON-LD)', async () => {
    useSeedContent();
    const [settings, download] = await Promise.all([getSiteSettings(), getDownloadPage()]);
    for (const page of SITE_PAGES) {
      const blocks = jsonLd(await (await fetch(baseURL + pagePath(page.route))).text());
      expect(
        blocks.some((b) => b['@type'] === 'SoftwareApplication'),
        page.route,
      ).toBe(page.route === '/down');
    }
    const downHtml = await text('/down');
    const software = jsonLd(downHtml).find((b) => b['@type'] === 'SoftwareApplication');
    // The size search engines read is the size the page shows beside the download.
    const shownSize = String(software?.fileSize).replace(/[.]/g, '\\.');
    expect(downHtml).toMatch(new RegExp(`<dd[^>]*>${shownSize}</dd>`));
    const organization = jsonLd(await text('/')).find((b) => b['@type'] === 'Organization');
    expect(software).toMatchObject({
      name: settings.brandName,
      operatingSystem: 'Windows',
      softwareVersion: download.installer.version,
      offers: { '@type': 'Offer', price: '0', priceCurrency: 'KRW' },
      publisher: { '@id': organization?.['@id'], name: settings.brandName },
    });
  });
});
