// The marketing team publishes a landing page in the Studio and the rebuild writes it, with no
// developer (docs/product.md#landing-pages): here a seed with two new pages of three sections each
// (one listed, one 검색 노출 안 함) stands for the published dataset, the site is built from it,
// and each page is found at its address, in the sitemap or not as its switch says, and held to the
// gates every route is held to: its heading, no overflow, axe, every sentence in its document, the
// first screen within the first round trip, no console error. The route list the route-wide
// tests iterate takes both from that dataset too.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, inject } from 'vitest';

import { headersFromFile } from '../../src/integrations/security-headers/headers-file';
import { FIRST_SCREEN_BYTES } from '../../tools/perf/budgets';
import { brotliPrefixBytes, FIRST_SCREENS, firstScreenEnd, lastSeenElement } from '../../tools/perf/first-screen-bytes';
import { seedLandingPages } from '../../tools/routes';
import { startStaticServer } from '../../tools/static-server';
import { axeViolations } from '../support/axe';
import { describe, expect, it } from '../support/browser-test';
import { documentText, missingFromDocument, shownTexts } from '../support/document-text';
import { scrollThrough } from '../support/page-flow';
import { type SeedDoc, writeSeedChanged } from '../support/seed-docs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const intro = (eyebrow: string, heading: string, description: string) => ({
  _type: 'sectionIntro',
  eyebrow,
  heading,
  description,
});
const image = (name: string) => ({ _type: 'image', _sanityAsset: `image@file://./images/${name}.webp` });

/** Two pages as an editor would publish them, each of three sections from the Studio's menu. */
const NEW_PAGES = [
  {
    _id: 'landingPage-spring-fruit',
    _type: 'landingPage',
    _updatedAt: '2026-12-02T01:00:00Z',
    name: '봄 과일가게 블로그 광고',
    slug: { _type: 'slug', current: 'spring-fruit' },
    title: '과일가게 POS - 봄 시세도 바로 반영',
    description:
      '딸기와 참외처럼 매일 값이 바뀌는 봄 과일도 계산 화면에서 바로 고칩니다. 월 이용료 없이 오늘부터 쓰세요.',
    noindex: false,
    sections: [
      {
        _type: 'landingHero',
        _key: 'sf-hero',
        intro: intro(
          '과일가게 사장님께',
          '봄 과일 시세,\n계산하면서 바로 고치세요',
          '가입비도 월 이용료도 없이 오늘부터 쓰실 수 있습니다.',
        ),
        image: {
          _type: 'deviceImage',
          alt: '고기 진열대와 저울, 과일 상자 사이에서 사장님이 POS 화면의 오늘 시세표를 보는 모습',
          mb: image('lp-butcher-mb'),
          pc: image('lp-butcher-pc'),
        },
        buttonLabel: '무료로 다운로드',
      },
      {
        _type: 'landingFeatureCards',
        _key: 'sf-features',
        intro: intro(
          '필요한 기능',
          '과일가게에 필요한 기능을\n모두 기본으로 드립니다',
          '재고와 가격표까지 추가 요금이 없습니다.',
        ),
        cards: ['featureCard-03', 'featureCard-04'].map((ref, i) => ({
          _type: 'reference',
          _ref: ref,
          _key: `sf-c${i}`,
        })),
      },
      {
        _type: 'landingDownload',
        _key: 'sf-download',
        intro: intro(
          '무료 다운로드',
          '지금 내려받고\n내일 장사부터 쓰세요',
          '윈도우 10 이상 PC라면 10분이면 준비가 끝납니다.',
        ),
        buttonLabel: 'POS 프로그램 다운로드',
      },
    ],
  },
  {
    _id: 'landingPage-spring-bakery-ads',
    _type: 'landingPage',
    _updatedAt: '2026-12-02T01:10:00Z',
    name: '봄 베이커리 SNS 광고',
    slug: { _type: 'slug', current: 'spring-bakery-ads' },
    title: '베이커리 POS - 남은 빵 알림까지',
    description:
      '오후에 남은 빵 소식을 알림톡으로 보내고 단골 적립도 번호 네 자리로 끝내세요. 베이커리에 맞춘 무료 POS입니다.',
    noindex: true,
    sections: [
      {
        _type: 'landingHero',
        _key: 'sb-hero',
        intro: intro(
          '베이커리 사장님께',
          '남은 빵 소식도\n알림톡으로 보내세요',
          '단골 적립부터 알림톡까지 월 이용료 없이 쓰실 수 있습니다.',
        ),
        image: {
          _type: 'deviceImage',
          alt: '빵 진열대와 커피 머신이 놓인 계산대에서 사장님이 숫자판과 포인트가 보이는 POS로 손님을 맞는 모습',
          mb: image('lp-cafe-mb'),
          pc: image('lp-cafe-pc'),
        },
        buttonLabel: '무료로 다운로드',
      },
      {
        _type: 'landingTestimonials',
        _key: 'sb-reviews',
        intro: intro(
          '사장님 후기',
          '베이커리 사장님의\n이야기를 들어 보세요',
          '먼저 써 보신 사장님이 남긴 후기입니다.',
        ),
        businessTypes: ['베이커리'],
      },
      {
        _type: 'landingFaq',
        _key: 'sb-faq',
        intro: intro('자주 묻는 질문', '베이커리 사장님이\n자주 물으시는 것', '적립과 요금에 관한 질문입니다.'),
        questions: ['faq-06', 'faq-09'].map((ref, i) => ({ _type: 'reference', _ref: ref, _key: `sb-q${i}` })),
      },
    ],
  },
] as unknown as SeedDoc[];

const seed = writeSeedChanged((docs) => [...docs, ...NEW_PAGES]);
const outDir = mkdtempSync(join(tmpdir(), 'landing-publish-'));
let site: { url: string; close: () => Promise<void> };

beforeAll(async () => {
  // The rebuild the publish webhook starts, against the same local stack as the main build.
  const build = spawnSync('npx', ['astro', 'build', '--silent', '--outDir', outDir], {
    cwd: ROOT,
    encoding: 'utf8',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SANITY_PROJECT_ID: '',
      PREVIEW_DRAFTS: '',
      SEED_DATASET_FILE: seed.file,
      PUBLIC_SUPABASE_URL: inject('supabaseUrl'),
      PUBLIC_SUPABASE_PUBLISHABLE_KEY: inject('supabasePublishableKey'),
      PUBLIC_SUPABASE_ANON_KEY: '',
    },
  });
  if (build.status !== 0) throw new Error(`the rebuild failed:\n${build.stdout}\n${build.stderr}`);
  site = await startStaticServer({ root: outDir, headers: headersFromFile(join(outDir, '_headers')) });
}, 300_000);

afterAll(async () => {
  await site?.close();
  seed.remove();
  rmSync(outDir, { recursive: true, force: true });
});

const pathOf = (doc: SeedDoc) => `/lp/${(doc.slug as { current: string }).current}`;
const heroHeading = (doc: SeedDoc) =>
  ((doc.sections as { intro: { heading: string } }[])[0]?.intro.heading ?? '').replace(/\n/g, '');

describe('a landing page published in the Studio', () => {
  it('joins the route list every route-wide test iterates', () => {
    const routes = seedLandingPages(seed.file);
    expect(routes).toEqual(
      expect.arrayContaining(
        NEW_PAGES.map((doc) => ({ path: pathOf(doc), noindex: doc.noindex === true, popupTitle: null })),
      ),
    );
  });

  it.for(NEW_PAGES)('$slug.current is built, and listed in the sitemap exactly when search may show it', (doc) => {
    const html = readFileSync(join(outDir, pathOf(doc), 'index.html'), 'utf8');
    const sitemap = readFileSync(join(outDir, 'sitemap.xml'), 'utf8');
    const noindex = doc.noindex === true;
    expect(html.includes('<meta name="robots" content="noindex">')).toBe(noindex);
    expect(sitemap.includes(`${pathOf(doc)}</loc>`)).toBe(!noindex);
    expect(html).toContain(`<title>${doc.title as string} | 소담POS</title>`);
  });

  it.for(
    NEW_PAGES.flatMap((doc, i) => FIRST_SCREENS.map(({ width, height }) => [pathOf(doc), width, height, i] as const)),
  )('%s at %i × %i passes the route-wide gates', async ([path, width, height, i], { openPage }) => {
    const doc = NEW_PAGES[i] as SeedDoc;
    const screen = { width, height };
    const { page, problems } = await openPage(screen.width, { viewport: screen });
    const response = await page.goto(`${site.url}${path}`, { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    expect((await page.locator('h1').innerText()).replace(/\s+/g, '')).toBe(heroHeading(doc).replace(/\s+/g, ''));
    const html = await (await fetch(`${site.url}${path}`)).text();
    const seen = await lastSeenElement(page);
    expect(await brotliPrefixBytes(html, firstScreenEnd(html, seen))).toBeLessThanOrEqual(FIRST_SCREEN_BYTES);
    await scrollThrough(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(missingFromDocument(await shownTexts(page), documentText(html))).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });
});
