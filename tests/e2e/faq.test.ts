// Issue 7 item 8: /faq — newest first, search by question, items that expand one by one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../../tools/browser';
import { openSite } from '../support/member-flows';
import { readPublishedSeedDocs } from '../support/seed-docs';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const faq = readPublishedSeedDocs()
  .filter((doc) => doc._type === 'faq')
  .map((doc) => ({ question: String(doc.question), answer: String(doc.answer), publishedAt: String(doc.publishedAt) }))
  .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));

const questions = (page: Page) => page.locator('details:visible summary');

describe('/faq', () => {
  it('lists every question, newest first', async () => {
    const { page, close } = await openSite(browser, '/faq');
    try {
      const shown = (await questions(page).allInnerTexts()).map((text) => text.replace(/^Q\s*/, '').trim());
      expect(shown).toEqual(faq.map((item) => item.question));
    } finally {
      await close();
    }
  });

  it('filters by a word of the question and announces the count politely', async () => {
    const target = faq[faq.length - 1];
    if (!target) throw new Error('the seed has FAQ entries');
    const word = target.question.split(/\s+/).find((w) => w.length >= 3) ?? target.question.slice(0, 3);
    const expected = faq.filter((item) => item.question.replace(/\s+/g, '').includes(word)).length;
    const { page, close } = await openSite(browser, '/faq');
    try {
      await page.getByRole('searchbox', { name: '질문 검색' }).fill(word);
      await page.getByRole('status').filter({ hasText: `‘${word}’ 검색 결과 ${expected}개` }).waitFor();
      await expect(questions(page).count()).resolves.toBe(expected);
    } finally {
      await close();
    }
  });

  it('says so in Korean when nothing matches', async () => {
    const { page, close } = await openSite(browser, '/faq');
    try {
      await page.getByRole('searchbox', { name: '질문 검색' }).fill('없는질문입니다');
      await page.getByRole('status').filter({ hasText: '‘없는질문입니다’에 맞는 질문이 없습니다.' }).waitFor();
      await expect(page.getByText('찾는 질문이 없습니다.').isVisible()).resolves.toBe(true);
      await expect(questions(page).count()).resolves.toBe(0);
    } finally {
      await close();
    }
  });

  it('expands items one at a time, independently', async () => {
    const [first, second] = faq;
    if (!first || !second) throw new Error('the seed has FAQ entries');
    const { page, close } = await openSite(browser, '/faq');
    try {
      await expect(page.getByText(first.answer).isVisible()).resolves.toBe(false);
      await page.getByText(first.question).click();
      await page.getByText(first.answer).waitFor();
      await expect(page.getByText(second.answer).isVisible()).resolves.toBe(false);
      await page.getByText(second.question).click();
      await page.getByText(second.answer).waitFor();
      await expect(page.getByText(first.answer).isVisible()).resolves.toBe(true);
    } finally {
      await close();
    }
  });

  it('links 더 궁금한 점이 있으신가요? 고객 문의 to /user/inquiry', async () => {
    const { page, close } = await openSite(browser, '/faq');
    try {
      expect(await page.getByRole('link', { name: '더 궁금한 점이 있으신가요? 고객 문의' }).getAttribute('href')).toBe('/user/inquiry');
    } finally {
      await close();
    }
  });
});
