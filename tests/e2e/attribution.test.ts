// A visit's campaign goes with its conversions (docs/product.md#where-visitors-come-from).
// A visitor lands from a Naver ad, moves around the site, signs up through a provider and
// downloads on their Windows PC: the download row and the new profile carry the campaign, and
// the staff view counts the download under it. A partnership inquiry carries it too.
import type { Page } from 'playwright-core';

import { VISIT_SOURCE_KEY } from '../../src/lib/attribution/visit';
import { describe, expect, it } from '../support/browser-test';
import { WINDOWS_UA } from '../support/handoff';
import { baseURL, eventually, newAccount, signIn, staff } from '../support/member-flows';

const CAMPAIGN = { utm_source: 'naver', utm_medium: 'cpc', utm_campaign: 'spring' } as const;
const LANDING = `/?${new URLSearchParams(CAMPAIGN).toString()}`;

/**
 * The page's code has noted where the visit came from. It starts after the first screen is on
 * display, which on a busy machine can come after the network has gone quiet: leaving sooner
 * left the visit without its source.
 */
const sourceNoted = (page: Page) =>
  page.waitForFunction((key) => sessionStorage.getItem(key) !== null, VISIT_SOURCE_KEY);

/** Today in Korea, as the views' day_kst. */
const todayKst = () => new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);

interface ConversionRow {
  conversions: number;
}
const springDownloads = async () =>
  (
    await staff<ConversionRow[]>(
      `staff_conversions_daily?select=conversions&day_kst=eq.${todayKst()}&conversion=eq.${encodeURIComponent('다운로드')}` +
        `&source=eq.naver&medium=eq.cpc&campaign=eq.spring&device=eq.${encodeURIComponent('윈도우 PC')}`,
    )
  ).reduce((sum, row) => sum + row.conversions, 0);

describe('a visit from a Naver campaign', () => {
  it('lands on /?utm_source=naver…, signs up, downloads on Windows: the row, the profile and the staff view carry it', async ({
    openPage,
  }) => {
    const counted = await springDownloads();
    const account = newAccount('캠페인');
    const { page } = await openPage(1440, { userAgent: WINDOWS_UA });
    await page.goto(`${baseURL()}${LANDING}`, { waitUntil: 'networkidle' });
    await sourceNoted(page);
    // Around the site, then out to the sign-in provider and back: the campaign stays.
    await page.goto(`${baseURL()}/faq`, { waitUntil: 'networkidle' });
    await signIn(page, 'kakao', account);
    await page.goto(`${baseURL()}/down`, { waitUntil: 'networkidle' });
    const download = page.waitForEvent('download');
    await page
      .getByRole('main')
      .getByRole('button', { name: /다운로드/ })
      .first()
      .click();
    await download;

    const [profile] = await staff<{ id: string; utm_source: string | null; device_class: string | null }[]>(
      `profiles?select=id,utm_source,device_class&email=eq.${encodeURIComponent(account.email)}`,
    );
    expect(profile).toMatchObject({ utm_source: 'naver', device_class: 'windows' });
    const row = await eventually(async () => {
      const [found] = await staff<Record<string, string | null>[]>(
        `download_logs?select=utm_source,utm_medium,utm_campaign,referrer_host,device_class&user_id=eq.${profile?.id}`,
      );
      return found;
    });
    expect(row).toEqual({ ...CAMPAIGN, referrer_host: null, device_class: 'windows' });
    await expect.poll(() => springDownloads()).toBe(counted + 1);
  });

  it('lands from search.naver.com, signs in on the landing page and comes back to it, downloads: the row keeps search.naver.com', async ({
    openPage,
  }) => {
    const account = newAccount('검색 유입');
    const { page } = await openPage(1440, { userAgent: WINDOWS_UA });
    await page.goto(`${baseURL()}${LANDING}`, {
      waitUntil: 'networkidle',
      referer: 'https://search.naver.com/search.naver?query=%EB%AC%B4%EB%A3%8C+pos',
    });
    await sourceNoted(page);
    // Signing in on the campaign's address brings the visitor back to it: that return is no arrival.
    await signIn(page, 'kakao', account);
    await page.waitForURL((url) => url.searchParams.get('utm_campaign') === 'spring');
    await page.goto(`${baseURL()}/down`, { waitUntil: 'networkidle' });
    const download = page.waitForEvent('download');
    await page
      .getByRole('main')
      .getByRole('button', { name: /다운로드/ })
      .first()
      .click();
    await download;

    const [profile] = await staff<{ id: string }[]>(`profiles?select=id&email=eq.${encodeURIComponent(account.email)}`);
    const row = await eventually(async () => {
      const [found] = await staff<Record<string, string | null>[]>(
        `download_logs?select=utm_source,utm_medium,utm_campaign,referrer_host,device_class` +
          `&user_id=eq.${profile?.id}&referrer_host=eq.search.naver.com`,
      );
      return found;
    });
    expect(row).toEqual({ ...CAMPAIGN, referrer_host: 'search.naver.com', device_class: 'windows' });
  });

  it('keeps only the referring site’s host, and sends the campaign with a guest’s partnership inquiry', async ({
    openPage,
  }) => {
    const content = `제휴 문의 캠페인 시험 ${Date.now()}`;
    const { page } = await openPage(375);
    await page.goto(`${baseURL()}/?utm_source=kakao&utm_campaign=${encodeURIComponent('봄 제휴')}`, {
      waitUntil: 'networkidle',
      referer: 'https://m.search.naver.com/search.naver?query=%EB%AC%B4%EB%A3%8C+pos',
    });
    await sourceNoted(page);
    await page.goto(`${baseURL()}/counsel/business`, { waitUntil: 'networkidle' });
    const main = page.getByRole('main');
    await main.getByLabel(/^이름/).fill('박지훈');
    await main.getByLabel(/^연락처/).pressSequentially('0212345678');
    await main.getByLabel(/^상호명 또는 업종/).fill('꽃집');
    await main.getByLabel(/^문의 내용/).fill(content);
    await page.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }).check();
    await main.getByRole('button', { name: '문의하기' }).click();
    const row = await eventually(async () => {
      const [found] = await staff<Record<string, string | null>[]>(
        `business_inquiries?select=utm_source,utm_medium,utm_campaign,referrer_host,device_class&content=eq.${encodeURIComponent(content)}`,
      );
      return found;
    });
    expect(row).toEqual({
      utm_source: 'kakao',
      utm_medium: null,
      utm_campaign: '봄 제휴',
      referrer_host: 'm.search.naver.com',
      device_class: 'other',
    });
  });
});
