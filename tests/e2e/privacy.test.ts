import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { articleAnchor, articleNumber } from '../../src/components/privacy/articles';
import { getPrivacyPolicy, getSiteSettings } from '../../src/lib/content';
import { formatKoreanDate } from '../../src/lib/format';
import { telHref } from '../../src/lib/tel';
import { launchBrowser, openPage, WIDTHS } from '../../tools/browser';
import { axeViolations } from '../support/axe';
import { useSeedContent } from '../support/content';
import { scrollThrough, squash } from '../support/page-flow';

const baseURL = inject('baseURL');
let browser: Browser;
let policy: NonNullable<Awaited<ReturnType<typeof getPrivacyPolicy>>>;
let settings: NonNullable<Awaited<ReturnType<typeof getSiteSettings>>>;

beforeAll(async () => {
  useSeedContent();
  [policy, settings] = await Promise.all([getPrivacyPolicy(), getSiteSettings()]);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('/privacy', () => {
  it('shows the 13 articles from the CMS, numbered 제1조 to 제13조 in order', async () => {
    expect(policy.articles).toHaveLength(13);
    const { page, close } = await openPage(browser, WIDTHS.pc);
    try {
      await page.goto(`${baseURL}/privacy`, { waitUntil: 'networkidle' });
      expect(await page.locator('h1').innerText()).toBe(policy.title);
      const headings = await page.locator('main article h2').allInnerTexts();
      expect(headings.map(squash)).toEqual(policy.articles.map((a, i) => `${articleNumber(i)} ${a.title}`));
    } finally {
      await close();
    }
  });

  it('shows the effective date in Korean, 2026년 12월 1일', async () => {
    const { page, close } = await openPage(browser, WIDTHS.mb);
    try {
      await page.goto(`${baseURL}/privacy`, { waitUntil: 'networkidle' });
      const date = page.locator(`time[datetime="${policy.effectiveDate}"]`).first();
      await expect(date.innerText()).resolves.toBe(formatKoreanDate(policy.effectiveDate));
      expect(formatKoreanDate(policy.effectiveDate)).toBe('2026년 12월 1일');
    } finally {
      await close();
    }
  });

  it('renders the Portable Text lists and bold terms as real lists and strong text', async () => {
    const { page, close } = await openPage(browser, WIDTHS.pc);
    try {
      await page.goto(`${baseURL}/privacy`, { waitUntil: 'networkidle' });
      for (const [i, article] of policy.articles.entries()) {
        const section = page.locator(`#${articleAnchor(i)}`);
        const listItems = article.body.filter((block) => block.listItem).length;
        const numbered = article.body.filter((block) => block.listItem === 'number').length;
        const bold = article.body
          .flatMap((block) => block.children ?? [])
          .filter((span) => span.marks?.includes('strong')).length;
        await expect(section.locator('li').count()).resolves.toBe(listItems);
        await expect(section.locator('ol > li').count()).resolves.toBe(numbered);
        await expect(section.locator('.body strong').count()).resolves.toBe(bold);
      }
    } finally {
      await close();
    }
  });

  it('links each table-of-contents entry to its article, and following one brings it into view', async () => {
    const { page, close } = await openPage(browser, WIDTHS.tablet);
    try {
      await page.goto(`${baseURL}/privacy`, { waitUntil: 'networkidle' });
      const toc = page.getByRole('navigation', { name: '목차' });
      const links = toc.getByRole('link');
      await expect(links.count()).resolves.toBe(policy.articles.length);
      const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual(policy.articles.map((_a, i) => `#${articleAnchor(i)}`));
      await links.nth(8).click();
      expect(new URL(page.url()).hash).toBe(`#${articleAnchor(8)}`);
      await page.waitForFunction((id) => {
        const top = document.getElementById(id)!.getBoundingClientRect().top;
        return top >= 0 && top < 200;
      }, articleAnchor(8));
    } finally {
      await close();
    }
  });

  it('shows the privacy officer from the site settings under the flagged article', async () => {
    const flagged = policy.articles.findIndex((a) => a.showOfficerContact);
    expect(flagged).toBeGreaterThanOrEqual(0);
    const { page, close } = await openPage(browser, WIDTHS.mb);
    try {
      await page.goto(`${baseURL}/privacy`, { waitUntil: 'networkidle' });
      const officer = page
        .locator(`#${articleAnchor(flagged)}`)
        .getByRole('complementary', { name: '개인정보 보호책임자' });
      const text = squash(await officer.innerText());
      const { name, position, phone, email } = settings.privacyOfficer;
      for (const value of [name, position, phone, email]) expect(text).toContain(value);
      await expect(officer.getByRole('link', { name: phone }).getAttribute('href')).resolves.toBe(telHref(phone));
      await expect(officer.getByRole('link', { name: email! }).getAttribute('href')).resolves.toBe(`mailto:${email}`);
      await expect(page.getByRole('complementary', { name: '개인정보 보호책임자' }).count()).resolves.toBe(1);
    } finally {
      await close();
    }
  });

  it('keeps the policy text to a readable line length', async () => {
    const { page, close } = await openPage(browser, WIDTHS.pc);
    try {
      await page.goto(`${baseURL}/privacy`, { waitUntil: 'networkidle' });
      const { width, fontSize } = await page.locator('#article-1 .body').evaluate((el) => ({
        width: el.getBoundingClientRect().width,
        fontSize: parseFloat(getComputedStyle(el).fontSize),
      }));
      // About 45 Korean characters a line at most.
      expect(width / fontSize).toBeLessThanOrEqual(45);
    } finally {
      await close();
    }
  });

  it('prints the policy alone: no header, footer, chat button or table of contents', async () => {
    const { page, close } = await openPage(browser, WIDTHS.pc);
    try {
      await page.goto(`${baseURL}/privacy`, { waitUntil: 'networkidle' });
      await page.emulateMedia({ media: 'print' });
      for (const selector of [
        '.site-header',
        '.site-footer',
        '.floating-chat',
        'nav[aria-labelledby="policy-toc-title"]',
      ]) {
        await expect(page.locator(selector).first().isVisible(), selector).resolves.toBe(false);
      }
      await expect(page.locator('#article-13').isVisible()).resolves.toBe(true);
    } finally {
      await close();
    }
  });

  it.each(Object.entries(WIDTHS))('has no axe violations after scrolling through at %s', async (_mode, width) => {
    const { page, problems, close } = await openPage(browser, width);
    try {
      await page.goto(`${baseURL}/privacy`, { waitUntil: 'networkidle' });
      await scrollThrough(page);
      expect(await axeViolations(page)).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.failedRequests).toEqual([]);
    } finally {
      await close();
    }
  });
});
