import { beforeAll } from 'vitest';

import { articleAnchor, articleNumber } from '../../src/components/privacy/articles';
import { getPrivacyPolicy, getSiteSettings } from '../../src/lib/content';
import { formatKoreanDate } from '../../src/lib/format';
import { telHref } from '../../src/lib/tel';
import { WIDTHS } from '../../tools/browser';
import { describe, expect, it } from '../support/browser-test';
import { useSeedContent } from '../support/content';
import { squash } from '../support/page-flow';

let policy: NonNullable<Awaited<ReturnType<typeof getPrivacyPolicy>>>;
let settings: NonNullable<Awaited<ReturnType<typeof getSiteSettings>>>;

beforeAll(async () => {
  useSeedContent();
  [policy, settings] = await Promise.all([getPrivacyPolicy(), getSiteSettings()]);
});

describe('/privacy', () => {
  it('shows the 12 articles from the CMS, numbered 제1조 to 제12조 in order', async ({ openSite }) => {
    expect(policy.articles).toHaveLength(12);
    const { page } = await openSite('/privacy', { width: WIDTHS.pc });
    expect(await page.locator('h1').innerText()).toBe(policy.title);
    const headings = await page.locator('main article h2').allInnerTexts();
    expect(headings.map(squash)).toEqual(policy.articles.map((a, i) => `${articleNumber(i)} ${a.title}`));
  });

  it('shows the effective date in Korean, 2026년 12월 1일', async ({ openSite }) => {
    const { page } = await openSite('/privacy', { width: WIDTHS.mb });
    const date = page.locator(`time[datetime="${policy.effectiveDate}"]`).first();
    await expect.poll(() => date.innerText()).toBe(formatKoreanDate(policy.effectiveDate));
    expect(formatKoreanDate(policy.effectiveDate)).toBe('2026년 12월 1일');
  });

  it('renders the Portable Text lists and bold terms as real lists and strong text', async ({ openSite }) => {
    const { page } = await openSite('/privacy', { width: WIDTHS.pc });
    for (const [i, article] of policy.articles.entries()) {
      const section = page.locator(`#${articleAnchor(i)}`);
      const listItems = article.body.filter((block) => block.listItem).length;
      const numbered = article.body.filter((block) => block.listItem === 'number').length;
      const bold = article.body
        .flatMap((block) => block.children ?? [])
        .filter((span) => span.marks?.includes('strong')).length;
      await expect.poll(() => section.locator('li').count()).toBe(listItems);
      await expect.poll(() => section.locator('ol > li').count()).toBe(numbered);
      await expect.poll(() => section.locator('.body strong').count()).toBe(bold);
    }
  });

  it('links each table-of-contents entry to its article, and following one brings it into view', async ({
    openSite,
  }) => {
    const { page } = await openSite('/privacy', { width: WIDTHS.tablet });
    const toc = page.getByRole('navigation', { name: '목차' });
    const links = toc.getByRole('link');
    await expect.poll(() => links.count()).toBe(policy.articles.length);
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(policy.articles.map((_a, i) => `#${articleAnchor(i)}`));
    await links.nth(8).click();
    expect(new URL(page.url()).hash).toBe(`#${articleAnchor(8)}`);
    await page.waitForFunction((id) => {
      const top = document.getElementById(id)!.getBoundingClientRect().top;
      return top >= 0 && top < 200;
    }, articleAnchor(8));
  });

  it('shows the privacy officer from the site settings under the flagged article', async ({ openSite }) => {
    const flagged = policy.articles.findIndex((a) => a.showOfficerContact);
    expect(flagged).toBeGreaterThanOrEqual(0);
    const { page } = await openSite('/privacy', { width: WIDTHS.mb });
    const officer = page
      .locator(`#${articleAnchor(flagged)}`)
      .getByRole('complementary', { name: '개인정보 보호책임자' });
    const text = squash(await officer.innerText());
    const { name, position, phone, email } = settings.privacyOfficer;
    for (const value of [name, position, phone, email]) expect(text).toContain(value);
    await expect.poll(() => officer.getByRole('link', { name: phone }).getAttribute('href')).toBe(telHref(phone));
    await expect.poll(() => officer.getByRole('link', { name: email! }).getAttribute('href')).toBe(`mailto:${email}`);
    await expect.poll(() => page.getByRole('complementary', { name: '개인정보 보호책임자' }).count()).toBe(1);
  });

  it('keeps the policy text to a readable line length', async ({ openSite }) => {
    const { page } = await openSite('/privacy', { width: WIDTHS.pc });
    const { width, fontSize } = await page.locator('#article-1 .body').evaluate((el) => ({
      width: el.getBoundingClientRect().width,
      fontSize: parseFloat(getComputedStyle(el).fontSize),
    }));
    // About 45 Korean characters a line at most.
    expect(width / fontSize).toBeLessThanOrEqual(45);
  });

  it('prints the policy alone: no header, footer, chat button or table of contents', async ({ openSite }) => {
    const { page } = await openSite('/privacy', { width: WIDTHS.pc });
    await page.emulateMedia({ media: 'print' });
    for (const selector of [
      '.site-header',
      '.site-footer',
      '.floating-chat',
      'nav[aria-labelledby="policy-toc-title"]',
    ]) {
      await expect.poll(() => page.locator(selector).first().isVisible(), { message: selector }).toBe(false);
    }
    await expect.poll(() => page.locator(`#article-${policy.articles.length}`).isVisible()).toBe(true);
  });
});
