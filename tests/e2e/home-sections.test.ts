import type { Page } from 'playwright-core';
import { inject } from 'vitest';

import { getHomePage, getSharedSections, getSiteSettings } from '../../src/lib/content';
import { type PageProblems, WIDTHS } from '../../tools/browser';
import { describe, expect, it, type OpenSite } from '../support/browser-test';
import { HOME_SECTION_IDS, homeSectionHeadings, hydrated } from '../support/home';

const baseURL = inject('baseURL');

async function onHome(openSite: OpenSite, width: number, run: (page: Page, problems: PageProblems) => Promise<void>) {
  const { page, problems } = await openSite('/', { width });
  await run(page, problems);
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.failedRequests).toEqual([]);
}

describe('the home page', () => {
  it('shows every section of the spec, in the spec order, each under its CMS heading', async ({ openSite }) => {
    const headings = await homeSectionHeadings();
    await onHome(openSite, WIDTHS.pc, async (page) => {
      const ids = await page.locator('#main > section[id]').evaluateAll((sections) => sections.map((s) => s.id));
      expect(ids).toEqual([...HOME_SECTION_IDS]);
      for (const [id, heading] of Object.entries(headings)) {
        // textContent: sections far below are not laid out yet, and a <br> has no text of its own.
        await expect.poll(() => page.locator(`#${id} h2`).first().textContent()).toBe(heading.replaceAll('\n', ''));
      }
    });
  });

  it("makes the first hero slide's heading the page's only <h1> and gives its picture the bandwidth first", async ({
    openSite,
  }) => {
    const home = await getHomePage();
    // The server's HTML carries only the first slide's picture, eager and high-priority; the
    // others wait in inert <template>s (never fetched) until the carousel's script attaches them.
    const html = await (await fetch(`${baseURL}/`)).text();
    const hero = html.slice(html.indexOf('id="hero"'), html.indexOf('id="selector"'));
    const pictures = (markup: string) => [...markup.matchAll(/<img\b[^>]*>/g)].map(([img]) => /hero-\d/.exec(img)?.[0]);
    const templates = [...hero.matchAll(/<template\b[\s\S]*?<\/template>/g)].map(([template]) => template);
    expect(pictures(templates.reduce((rest, template) => rest.replace(template, ''), hero))).toEqual(['hero-1']);
    expect(templates.flatMap(pictures)).toEqual(['hero-2', 'hero-3']);
    await onHome(openSite, WIDTHS.mb, async (page) => {
      await expect.poll(() => page.locator('h1').count()).toBe(1);
      await expect.poll(() => page.locator('#hero h1').innerText()).toBe(home.hero.slides[0]!.heading);
      // Once the carousel has hydrated, the other slides' pictures are there, lazy.
      await hydrated(page, 'hero');
      const loading = await page
        .locator('#hero [aria-roledescription="slide"] img')
        .evaluateAll((imgs) =>
          imgs.map((img) => `${img.getAttribute('loading')}/${img.getAttribute('fetchpriority')}`),
        );
      expect(loading).toEqual(['eager/high', 'lazy/auto', 'lazy/auto']);
    });
  });

  it('links the hero to both app stores from the site settings, in a new tab', async ({ openSite }) => {
    const [settings, home] = await Promise.all([getSiteSettings(), getHomePage()]);
    await onHome(openSite, WIDTHS.tablet, async (page) => {
      const stores = page.getByRole('list', { name: `${home.hero.storesLabel} 내려받기` });
      const android = stores.getByRole('link', { name: /Google Play/ });
      const ios = stores.getByRole('link', { name: /App Store/ });
      expect(await android.getAttribute('href')).toBe(settings.appStore.android);
      expect(await ios.getAttribute('href')).toBe(settings.appStore.ios);
      expect(await android.getAttribute('target')).toBe('_blank');
    });
  });

  it('sends the usage call-to-action to /user/loading', async ({ openSite }) => {
    const home = await getHomePage();
    await onHome(openSite, WIDTHS.pc, async (page) => {
      const cta = page.getByRole('link', { name: home.usageCtaLabel, exact: true });
      expect(await cta.getAttribute('href')).toBe('/user/loading');
      await Promise.all([page.waitForURL(/\/user\/loading\/?$/), cta.click()]);
    });
  });

  it('opens the download dialog from the download button', async ({ openSite }) => {
    const shared = await getSharedSections();
    await onHome(openSite, WIDTHS.mb, async (page) => {
      const button = page.locator('#download').getByRole('button', { name: shared.downloadCta.buttonLabel });
      await button.click();
      const dialog = page.getByRole('dialog', { name: '다운로드 안내' });
      await dialog.waitFor({ state: 'visible' });
      await expect.poll(() => dialog.getByText('로그인 후 다운로드할 수 있습니다.').isVisible()).toBe(true);
    });
  });

  it('gives the service center the phone line as a tel: link, the hours, and 바로 고객 문의 → /user/inquiry', async ({
    openSite,
  }) => {
    const [settings, shared] = await Promise.all([getSiteSettings(), getSharedSections()]);
    await onHome(openSite, WIDTHS.mb, async (page) => {
      const center = page.locator('#service-center');
      const phone = center.getByRole('link', { name: new RegExp(settings.servicePhone) });
      expect(await phone.getAttribute('href')).toBe(`tel:${settings.servicePhone.replace(/[^0-9]/g, '')}`);
      await expect.poll(() => center.getByText(settings.serviceHours.weekdays).count()).toBe(1);
      await expect.poll(() => center.getByText(settings.serviceHours.lunch).count()).toBe(1);
      expect(await center.getByRole('link', { name: shared.serviceCenter.inquiryLabel }).getAttribute('href')).toBe(
        '/user/inquiry',
      );
    });
  });

  it('shows the six certification marks and the fourteen customer logos', async ({ openSite }) => {
    await onHome(openSite, WIDTHS.pc, async (page) => {
      await expect.poll(() => page.locator('#certifications li img').count()).toBe(6);
      const logos = page
        .getByRole('list', { name: '함께하는 매장 로고' })
        .locator(':scope > li:not([data-strip-clone]) img');
      await expect.poll(() => logos.count()).toBe(14);
    });
  });
});
