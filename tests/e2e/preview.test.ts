import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stegaClean } from '@sanity/client/stega';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, onTestFinished } from 'vitest';

import { ENABLE_PATH, SESSION_COOKIE } from '../../src/integrations/preview/handshake';
import { headersFromFile } from '../../src/integrations/security-headers/headers-file';
import { mayShow } from '../../studio/presentation/routes';
import { WIDTHS } from '../../tools/browser';
import { ROUTES } from '../../tools/routes';
import { startStaticServer } from '../../tools/static-server';
import { describe, expect, it } from '../support/browser-test';
import { CANARY_SECRETS } from '../support/canary-secrets';
import { type PreviewSetup, startPreview } from '../support/preview';
import { editTargets, misplacedStega } from '../support/stega';

// The draft preview the Studio's Presentation tool frames, built from the seed's drafts
// (drafts.homePage: a new hero headline; drafts.faq-14: a question not yet published).
const DRAFT_HEADING = 'POS 프로그램,\n오늘부터 평생 무료로 쓰세요';
const DRAFT_QUESTION = '카드 단말기를 바꾸면 POS도 다시 설치해야 하나요?';
const HERO_PATH = 'hero.slides[_key=="90c345737c1c"].heading';

let setup: PreviewSetup;

beforeAll(async () => {
  setup = await startPreview();
}, 180_000);
afterAll(() => setup?.close());

const url = (path: string) => `${setup.preview.url}${path}`;
/** Where the Studio sends the frame: the enable route with a fresh secret, then `path`. */
const enter = (path: string) => setup.enter(path);

/** Chromium's console error when a page refuses to be framed under its frame-ancestors policy. */
function refusedFraming(page: Page): Promise<string> {
  return page
    .waitForEvent('console', { predicate: (message) => message.text().includes('frame-ancestors'), timeout: 15_000 })
    .then((message) => message.text());
}

describe('the draft preview', () => {
  it('shows the draft hero headline, marked as the hero heading of the home page document', async ({ openPage }) => {
    const { page } = await openPage(WIDTHS.pc);
    await page.goto(enter('/'), { waitUntil: 'networkidle' });
    const heading = (await page.locator('h1').first().textContent()) ?? '';
    expect(stegaClean(heading)).toBe(DRAFT_HEADING.replace('\n', ''));
    expect(editTargets(heading)).toEqual([
      { id: 'homePage', type: 'homePage', path: HERO_PATH, perspective: undefined },
    ]);
  });

  it('lets the overlay find that headline: hovering it offers to open its field in the Studio', async ({
    openPage,
  }) => {
    const { page } = await openPage(WIDTHS.pc);
    await page.goto(enter('/'), { waitUntil: 'networkidle' });
    await page.locator('h1').first().hover();
    const link = page.locator('sanity-visual-editing [data-hovered] a[href*="/intent/edit/"]');
    await link.waitFor({ timeout: 10_000 });
    const href = new URL((await link.getAttribute('href')) ?? '');
    expect(href.origin).toBe(setup.studio.url);
    expect(Object.fromEntries(href.searchParams)).toMatchObject({
      id: 'homePage',
      type: 'homePage',
      path: 'hero.slides:90c345737c1c.heading',
    });
  });

  it('marks the words moved out of the code: the page heading, the menu, the FAQ empty state and the footer notice', async ({
    openPage,
  }) => {
    const { page } = await openPage(WIDTHS.pc);
    await page.goto(enter('/faq'), { waitUntil: 'networkidle' });
    const targets = async (selector: string) => editTargets((await page.locator(selector).first().textContent()) ?? '');
    const target = async (selector: string) => (await targets(selector))[0];
    await expect.poll(() => target('h1')).toMatchObject({ id: 'pageSeo-faq', type: 'pageSeo', path: 'heading' });
    await expect
      .poll(() => target('nav[aria-label="주 메뉴"] a[href="/talk"]'))
      .toMatchObject({ id: 'siteCopy', type: 'siteCopy', path: 'menu.talk' });
    await expect.poll(() => target('faq-search .empty')).toMatchObject({ id: 'siteCopy', path: 'faq.emptyState' });
    // The footer line is the company name (site settings) and then the notice.
    await expect
      .poll(() => targets('footer .copy'))
      .toContainEqual(expect.objectContaining({ id: 'siteCopy', path: 'footer.notice' }));
  });

  it('lists the unpublished question in its place, marked as its draft, beside published ones', async ({
    openPage,
  }) => {
    const { page } = await openPage(WIDTHS.mb);
    await page.goto(enter('/faq'), { waitUntil: 'networkidle' });
    const questions = await page.locator('main summary').allTextContents();
    const draft = questions.findIndex((question) => stegaClean(question).includes(DRAFT_QUESTION));
    expect(draft).toBeGreaterThan(0);
    expect(editTargets(questions[draft] ?? '')).toEqual([
      { id: 'faq-14', type: 'faq', path: 'question', perspective: undefined },
    ]);
    expect(editTargets(questions[0] ?? '')[0]).toMatchObject({
      type: 'faq',
      path: 'question',
      perspective: 'published',
    });
  });

  it.for(ROUTES.map((r) => r.path))(
    '%s: marks copy with edit targets of documents the Presentation tool maps to this page',
    async (path, { openPage }) => {
      const { page } = await openPage(WIDTHS.pc);
      await page.goto(enter(path), { waitUntil: 'networkidle' });
      const targets = editTargets(await page.content());
      expect(targets.length).toBeGreaterThan(0);
      const unmapped = targets.filter((t) => !mayShow(t.type, t.id, path)).map((t) => `${t.type} ${t.id} ${t.path}`);
      expect([...new Set(unmapped)]).toEqual([]);
    },
  );

  it.for(ROUTES.map((r) => r.path))(
    '%s: keeps stega out of attributes, <head> and scripts, with no console error or CSP violation',
    async (path, { openPage }) => {
      const { page, problems } = await openPage(WIDTHS.mb);
      await page.goto(enter(path), { waitUntil: 'networkidle' });
      expect(await misplacedStega(page)).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
    },
  );

  it('puts neither the read token nor any secret in a file it serves to browsers', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)],
      );
    const leaks = files('dist-preview/client').flatMap((file) =>
      Object.entries(CANARY_SECRETS)
        .filter(([, value]) => readFileSync(file).includes(value))
        .map(([name]) => `${name} in ${file}`),
    );
    expect(leaks).toEqual([]);
  });
});

describe('who may frame the preview', () => {
  it('sends a policy that names the Studio’s origin as the only frame ancestor, and asks not to be indexed or cached', async () => {
    const response = await fetch(url('/faq'), { headers: { cookie: await setup.sessionCookie() } });
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`frame-ancestors ${setup.studio.url};`);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(response.headers.get('x-frame-options')).toBeNull();
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it.for([
    ['the Studio', 'shows', true],
    ['another site', 'refuses', false],
  ] as const)('framed by %s, the preview %s', async ([who, , allowed], { openPage }) => {
    const host = who === 'the Studio' ? setup.studio : setup.stranger;
    const { page } = await openPage(WIDTHS.pc);
    const refusal = allowed ? undefined : refusedFraming(page);
    await page.goto(`${host.url}/frame.html?src=${encodeURIComponent(enter('/faq'))}`, { waitUntil: 'load' });
    const heading = page.frameLocator('iframe').getByRole('heading', { name: '자주 묻는 질문' });
    if (allowed) await heading.waitFor({ timeout: 15_000 });
    else {
      expect(await refusal).toContain('frame-ancestors');
      expect(await heading.count()).toBe(0);
    }
  });

  it('the public site, served with the headers its build wrote, refuses even the Studio', async ({ openPage }) => {
    const site = await startStaticServer({ root: `${process.cwd()}/dist`, headers: headersFromFile('dist/_headers') });
    onTestFinished(() => site.close());
    const { page } = await openPage(WIDTHS.pc);
    const refusal = refusedFraming(page);
    await page.goto(`${setup.studio.url}/frame.html?src=${encodeURIComponent(`${site.url}/faq`)}`, {
      waitUntil: 'load',
    });
    expect(await refusal).toContain("frame-ancestors 'none'");
    expect(await page.frameLocator('iframe').getByRole('heading', { name: '자주 묻는 질문' }).count()).toBe(0);
  });
});

// Sanity's preview-secret handshake (src/integrations/preview/handshake.ts): without it, no
// page, picture or file of the preview says anything of a draft.
describe('who may read drafts', () => {
  const DRAFT_TEXTS = [DRAFT_QUESTION, DRAFT_HEADING.split('\n')[1] ?? ''];
  it.each(['/', '/faq', '/og/faq.png', '/robots.txt', '/sitemap.xml', '/user/inquiry'])(
    '%s answers 401 with no draft text to a browser that did not come through the Studio',
    async (path) => {
      const response = await fetch(url(path));
      expect(response.status).toBe(401);
      const body = await response.text();
      for (const text of DRAFT_TEXTS) expect(body).not.toContain(text);
      expect(response.headers.get('cache-control')).toBe('no-store');
    },
  );

  it.each([
    ['a secret nobody wrote', 'sanity-preview-secret=guess&sanity-preview-pathname=/faq'],
    ['no secret at all', 'sanity-preview-pathname=/faq'],
  ])('the enable route refuses %s: 401, no session', async (_case, query) => {
    const answer = await fetch(url(`${ENABLE_PATH}?${query}`), { redirect: 'manual' });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('set-cookie')).toBeNull();
  });

  it('a forged session cookie is refused too', async () => {
    const forged = `${SESSION_COOKIE}=${Math.floor(Date.now() / 1000) + 3600}.${'A'.repeat(43)}`;
    expect((await fetch(url('/faq'), { headers: { cookie: forged } })).status).toBe(401);
  });

  it('through the handshake: the secret earns a session, and the session the drafts', async () => {
    const enable = await fetch(enter('/faq'), { redirect: 'manual' });
    expect(enable.status).toBe(307);
    expect(enable.headers.get('location')).toBe('/faq');
    const cookie = (enable.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=\\d+\\.[\\w-]+$`));
    const page = await fetch(url('/faq'), { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(stegaClean(await page.text())).toContain(DRAFT_QUESTION);
  });
});
