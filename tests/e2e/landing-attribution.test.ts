// Which page brought each install (docs/product.md#where-visitors-come-from): a visitor opens a
// campaign's landing page from an ad, signs up through a provider and downloads on their Windows
// PC. The download row and the new profile carry the landing page's path, and both staff views
// count the download under it.
import { seedLandingPages } from '../../tools/routes';
import { describe, expect, it } from '../support/browser-test';
import { WINDOWS_UA } from '../support/handoff';
import { baseURL, eventually, newAccount, signIn, staff } from '../support/member-flows';

const CAMPAIGN = { utm_source: 'naver', utm_medium: 'cpc', utm_campaign: 'butcher-spring' } as const;
// The seed's listed landing page (정육점·청과); the test fails if the seed loses it.
const LANDING_PATH = seedLandingPages().find((page) => page.path === '/lp/butcher-produce')?.path ?? '';

const todayKst = () => new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);

const downloadsFromPage = async () =>
  (
    await staff<{ conversions: number }[]>(
      `staff_conversions_daily?select=conversions&day_kst=eq.${todayKst()}&conversion=eq.${encodeURIComponent('다운로드')}` +
        `&landing_path=eq.${encodeURIComponent(LANDING_PATH)}&campaign=eq.butcher-spring`,
    )
  ).reduce((sum, row) => sum + row.conversions, 0);

const funnelOfPage = async () => {
  const [row] = await staff<{ sign_ups: number; sign_ups_downloaded: number; downloads: number }[]>(
    `staff_landing_funnel?select=sign_ups,sign_ups_downloaded,downloads&landing_path=eq.${encodeURIComponent(LANDING_PATH)}`,
  );
  return row ?? { sign_ups: 0, sign_ups_downloaded: 0, downloads: 0 };
};

describe('a visit that opens on a landing page', () => {
  it('lands on /lp/butcher-produce?utm_…, signs up, downloads on Windows: the row, the profile and both staff views carry the page', async ({
    openPage,
  }) => {
    expect(LANDING_PATH).toBe('/lp/butcher-produce');
    const counted = await downloadsFromPage();
    const funnel = await funnelOfPage();
    const account = newAccount('유입페이지');
    const { page } = await openPage(1440, { userAgent: WINDOWS_UA });
    await page.goto(`${baseURL()}${LANDING_PATH}?${new URLSearchParams(CAMPAIGN).toString()}`, {
      waitUntil: 'networkidle',
    });
    // On to another page, out to the sign-in provider and back: the landing path stays the first page's.
    await page.goto(`${baseURL()}/faq`, { waitUntil: 'networkidle' });
    await signIn(page, 'kakao', account);
    await page.goto(`${baseURL()}${LANDING_PATH}`, { waitUntil: 'networkidle' });
    const download = page.waitForEvent('download');
    await page.locator('#main [data-download-button]').first().click();
    await download;

    const [profile] = await staff<{ id: string; landing_path: string | null; utm_source: string | null }[]>(
      `profiles?select=id,landing_path,utm_source&email=eq.${encodeURIComponent(account.email)}`,
    );
    expect(profile).toMatchObject({ landing_path: LANDING_PATH, utm_source: 'naver' });
    const row = await eventually(async () => {
      const [found] = await staff<Record<string, string | null>[]>(
        `download_logs?select=landing_path,utm_source,utm_campaign,device_class&user_id=eq.${profile?.id}`,
      );
      return found;
    });
    expect(row).toEqual({
      landing_path: LANDING_PATH,
      utm_source: 'naver',
      utm_campaign: 'butcher-spring',
      device_class: 'windows',
    });
    await expect.poll(() => downloadsFromPage()).toBe(counted + 1);
    await expect
      .poll(() => funnelOfPage())
      .toEqual({
        sign_ups: funnel.sign_ups + 1,
        sign_ups_downloaded: funnel.sign_ups_downloaded + 1,
        downloads: funnel.downloads + 1,
      });
  });
});
