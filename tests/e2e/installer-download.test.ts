// The installer download for members and guests, the download log, a
// missing file, and that the home page loads no supabase-js until something needs it.
import type { Page, Request, Response } from 'playwright-core';

import { DOWNLOAD_STARTED, PROGRAM_LOAD_FAILED } from '../../src/lib/messages';
import { describe, expect, it } from '../support/browser-test';
import { eventually, KIM, signIn, staff, visit } from '../support/member-flows';
import { framesPass } from '../support/page-flow';

interface LogRow {
  id: string;
  user_id: string | null;
  name: string;
  email: string;
  tel: string;
  social: string;
}

const downloadButton = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('button', { name: /다운로드/ })
    .first();
/** The status line that belongs to that button (DownloadButton.astro puts both in one block). */
const statusUnder = (page: Page) =>
  page.getByRole('main').locator('[data-download-action]').first().getByRole('status');
const logs = () => staff<LogRow[]>('download_logs?select=id,user_id,name,email,tel,social&order=created_at.desc');

/**
 * Records every script the page loads (cache hits included), from the moment it asks: a chunk
 * whose answer is still on its way on a busy machine counts already.
 */
function recordScripts(page: Page): string[] {
  const urls: string[] = [];
  const record = (loaded: Request | Response) => {
    if (loaded.url().endsWith('.js')) urls.push(loaded.url());
  };
  page.on('request', record);
  page.on('response', record);
  return urls;
}

/** The scripts that carry supabase-js (its client-info header names it), read from the server. */
async function supabaseChunks(urls: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const url of new Set(urls)) if ((await (await fetch(url)).text()).includes('supabase-js')) found.push(url);
  return found;
}

describe('downloading the installer', () => {
  it('a member gets skpossetup.exe through the download function’s short link, and a row with their profile is logged', async ({
    openSite,
  }) => {
    const before = new Set((await logs()).map((row) => row.id));
    const { page } = await openSite('/down');
    await signIn(page, 'kakao', { existing: KIM.name });
    const signing = page.waitForResponse((response) => response.url().includes('/functions/v1/download'));
    const download = page.waitForEvent('download');
    await downloadButton(page).click();
    const signed = (await (await signing).json()) as { url?: string };
    expect(signed.url).toContain('/storage/v1/object/sign/installers/skpossetup.exe');
    const file = await download;
    expect(file.suggestedFilename()).toBe('skpossetup.exe');
    // The page itself says it started, on the line under the button, and what to do if not.
    const status = statusUnder(page);
    await status.getByText(DOWNLOAD_STARTED).waitFor();
    const row = await eventually(async () => (await logs()).find((r) => !before.has(r.id)));
    expect(row).toMatchObject({
      user_id: KIM.id,
      name: KIM.name,
      email: KIM.email,
      tel: '010-2345-6789',
      social: 'kakao',
    });
  });

  it('a guest sees the download dialog, and a guest row (비회원, -) is logged', async ({ openSite }) => {
    const before = new Set((await logs()).map((row) => row.id));
    const { page } = await openSite('/down');
    await downloadButton(page).click();
    const dialog = page.getByRole('dialog', { name: '다운로드 안내' });
    await dialog.getByText('로그인 후 다운로드할 수 있습니다.').waitFor();
    const row = await eventually(async () => (await logs()).find((r) => !before.has(r.id)));
    expect(row).toMatchObject({ user_id: null, name: '비회원', email: '-', tel: '-', social: '-' });
    await dialog.getByRole('button', { name: '로그인' }).click();
    await page.getByRole('dialog', { name: '로그인' }).getByRole('button', { name: '카카오 로그인' }).waitFor();
  });

  it('with no installer in storage, says 프로그램을 불러오지 못했습니다', async ({ openSite }) => {
    const { page } = await openSite('/down');
    await signIn(page, 'kakao', { existing: KIM.name });
    // What the download function answers when Storage has no object to sign.
    await page.route('**/functions/v1/download', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'unavailable', message: '잠시 후 다시 시도해 주세요.' }),
      }),
    );
    await downloadButton(page).click();
    // Under the button that was pressed, not in a toast somewhere else.
    const status = statusUnder(page);
    await status.getByText(PROGRAM_LOAD_FAILED).waitFor();
  });

  it('shows the loading overlay while the download is prepared', async ({ openSite }) => {
    const { page } = await openSite('/down');
    await signIn(page, 'kakao', { existing: KIM.name });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/functions/v1/download', async (route) => {
      await held;
      await route.continue();
    });
    const download = page.waitForEvent('download');
    await downloadButton(page).click();
    await page.getByTestId('loading-overlay').waitFor();
    release();
    await download;
    await page.getByTestId('loading-overlay').waitFor({ state: 'detached' });
  });
});

describe('supabase-js is loaded lazily', () => {
  it('/ downloads no supabase-js chunk until a download is asked for', async ({ openSite }) => {
    const { page } = await openSite('/faq');
    const scripts = recordScripts(page);
    await visit(page, '/');
    await page.mouse.wheel(0, 2000);
    // What the scroll sets off asks for its code within the frames after it, or when the page
    // is next idle (the elements defined at idle): both have passed here, however busy the machine.
    await framesPass(page);
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    expect(scripts.length).toBeGreaterThan(0);
    // None asked for: a claim that something has not happened, so one read.
    expect(await supabaseChunks(scripts)).toEqual([]);
    await downloadButton(page).click();
    await page.getByRole('dialog', { name: '다운로드 안내' }).waitFor();
    // The guest download log is what needs it: the chunk arrives only now.
    await expect.poll(async () => (await supabaseChunks(scripts)).length).toBe(1);
  });

  it('a signed-in member on / also loads none: the header reads the stored session without it', async ({
    openSite,
  }) => {
    const { page } = await openSite('/faq');
    await signIn(page, 'kakao', { existing: KIM.name });
    const scripts = recordScripts(page);
    await visit(page, '/');
    await page.getByRole('banner').getByRole('button', { name: '로그아웃' }).waitFor();
    expect(await supabaseChunks(scripts)).toEqual([]);
  });
});
