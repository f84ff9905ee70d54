// /faq — in the editors' order, search by question, items that expand one by one.
import type { Page } from 'playwright-core';

import { FOUND_IN_ANSWER } from '../../src/lib/messages';
import { searchEntry } from '../../src/lib/search';
import { describe, expect, it } from '../support/browser-test';
import { readPublishedSeedDocs, seedSiteCopy } from '../support/seed-docs';

const copy = seedSiteCopy().faq;

const faq = readPublishedSeedDocs()
  .filter((doc) => doc._type === 'faq')
  .map((doc) => ({ question: doc.question as string, answer: doc.answer as string, order: Number(doc.order) }))
  .sort((a, b) => a.order - b.order);

const questions = (page: Page) => page.locator('details:visible summary');

describe('/faq', () => {
  it("lists every question in the editors' order", async ({ openSite }) => {
    const { page } = await openSite('/faq');
    const shown = (await questions(page).allInnerTexts()).map((text) => text.replace(/^Q\s*/, '').trim());
    expect(shown).toEqual(faq.map((item) => item.question));
  });

  it('filters by a word of the question and announces the count politely', async ({ openSite }) => {
    const target = faq[faq.length - 1];
    if (!target) throw new Error('the seed has FAQ entries');
    const word = target.question.split(/\s+/).find((w) => w.length >= 3) ?? target.question.slice(0, 3);
    const expected = faq.filter((item) => item.question.replace(/\s+/g, '').includes(word)).length;
    const { page } = await openSite('/faq');
    await page.getByRole('searchbox', { name: '질문 검색' }).fill(word);
    await page
      .getByRole('status')
      .filter({ hasText: `‘${word}’ 검색 결과 ${expected}개` })
      .waitFor();
    await expect.poll(() => questions(page).count()).toBe(expected);
  });

  // The way Korean is typed (src/lib/search.ts holds the rule and its own table): the page shows
  // the questions the rule finds in the published FAQ, marks the match, and says when only the
  // answer holds it. Each query but the last finds something, so the table cannot pass empty.
  it.for([
    ['다우', 'a half-typed syllable'],
    ['ㄷㅇㄹㄷ', 'initial consonants'],
    ['월이용료', 'words typed without their space'],
    ['백업', 'a word only in an answer'],
    ['없는질문입니다', 'nothing'],
  ] as const)('searching %j (%s) shows what the rule finds, marked', async ([query], { openSite }) => {
    const expected = faq.filter((item) => searchEntry({ main: item.question, extra: item.answer }, query));
    if (query !== '없는질문입니다') expect(expected.length, query).toBeGreaterThan(0);
    const { page } = await openSite('/faq');
    await page.getByRole('searchbox', { name: '질문 검색' }).fill(query);
    await expect.poll(() => questions(page).count()).toBe(expected.length);
    for (const item of expected) {
      const listed = page.locator('li:visible').filter({ hasText: item.question });
      const inQuestion = searchEntry({ main: item.question, extra: null }, query) !== null;
      await expect.poll(() => listed.locator('mark').count(), { message: item.question }).toBeGreaterThan(0);
      await expect
        .poll(() => listed.getByText(FOUND_IN_ANSWER).isVisible(), { message: item.question })
        .toBe(!inQuestion);
    }
  });

  // The list filters as the visitor types: a search landmark with nothing to submit, where Enter
  // neither leaves the page nor undoes the filter.
  it('is a search landmark, and Enter keeps the page and its filter', async ({ openSite }) => {
    const { page } = await openSite('/faq');
    const box = page.getByRole('search').getByRole('searchbox', { name: '질문 검색' });
    await box.fill('없는질문입니다');
    await expect.poll(() => questions(page).count()).toBe(0);
    const before = page.url();
    await box.press('Enter');
    await page.getByRole('status').filter({ hasText: '‘없는질문입니다’에 맞는 질문이 없습니다.' }).waitFor();
    expect(page.url()).toBe(before);
    await expect.poll(() => questions(page).count()).toBe(0);
  });

  it('says so in Korean when nothing matches', async ({ openSite }) => {
    const { page } = await openSite('/faq');
    await page.getByRole('searchbox', { name: '질문 검색' }).fill('없는질문입니다');
    await page.getByRole('status').filter({ hasText: '‘없는질문입니다’에 맞는 질문이 없습니다.' }).waitFor();
    // The status line says nothing matched; the line under it says only what to do next.
    await expect.poll(() => page.getByText(copy.emptyState).isVisible()).toBe(true);
    await expect.poll(() => questions(page).count()).toBe(0);
  });

  it('expands items one at a time, independently', async ({ openSite }) => {
    const [first, second] = faq;
    if (!first || !second) throw new Error('the seed has FAQ entries');
    const { page } = await openSite('/faq');
    await expect.poll(() => page.getByText(first.answer).isVisible()).toBe(false);
    await page.getByText(first.question).click();
    await page.getByText(first.answer).waitFor();
    await expect.poll(() => page.getByText(second.answer).isVisible()).toBe(false);
    await page.getByText(second.question).click();
    await page.getByText(second.answer).waitFor();
    await expect.poll(() => page.getByText(first.answer).isVisible()).toBe(true);
  });

  it.for([375, 1440])(
    'ends with a way onward at %i px: a 상담 문의 남기기 button to /user/inquiry and the phone line',
    async (width, { openSite }) => {
      const settings = readPublishedSeedDocs().find((doc) => doc._id === 'siteSettings') as unknown as {
        servicePhone: string;
      };
      const { page } = await openSite('/faq', { width });
      const onward = page.getByRole('complementary', { name: copy.onwardTitle });
      const inquiry = onward.getByRole('link', { name: copy.onwardButton });
      expect(await inquiry.getAttribute('href')).toBe('/user/inquiry');
      // A button, not an underlined line of text: a filled box at least 48 px tall.
      const look = await inquiry.evaluate((link) => {
        const style = getComputedStyle(link);
        return {
          filled: style.backgroundColor !== 'rgba(0, 0, 0, 0)',
          underlined: style.textDecorationLine.includes('underline'),
          height: link.getBoundingClientRect().height,
        };
      });
      expect(look.filled && !look.underlined && look.height >= 48).toBe(true);
      const phone = onward.getByRole('link', { name: settings.servicePhone });
      expect(await phone.getAttribute('href')).toBe(`tel:${settings.servicePhone.replace(/\D/g, '')}`);
    },
  );
});
