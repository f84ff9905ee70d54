// "Never lose what someone typed": on a slow phone the forms are on screen (server-rendered)
// before React takes them over. What a visitor types in that gap must survive hydration and
// the next keystroke, be formatted like typed input, and count towards enabling 문의하기.

import { describe, expect, it } from '../support/browser-test';
import { baseURL } from '../support/member-flows';

describe('input typed before the form hydrates', () => {
  it('is kept, formatted and sendable on /counsel/business', async ({ openPage }) => {
    const { page } = await openPage(375);
    // Hold back the form's own code so the visitor is typing into the server-rendered form.
    let release: () => void = () => undefined;
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_astro/BusinessInquiryForm*.js', async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto(`${baseURL()}/counsel/business`, { waitUntil: 'domcontentloaded' });
    const main = page.getByRole('main');
    await main.getByLabel(/^이름/).fill('박지훈');
    await main.getByLabel(/^연락처/).fill('0212345678');
    await main.getByLabel(/^상호명 또는 업종/).fill('꽃집');
    await main.getByLabel(/^문의 내용/).fill('수화 전에 쓴 제휴 문의');
    await main.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }).check();
    // Its code is held back above, so the island cannot have hydrated: one read says it.
    expect(await page.locator('astro-island[component-url*="BusinessInquiryForm"]').getAttribute('ssr')).toBe('');

    release();
    await page.locator('astro-island[component-url*="BusinessInquiryForm"]:not([ssr])').waitFor({ state: 'attached' });
    await main.getByLabel(/^문의 내용/).press('End');
    await page.keyboard.type('입니다.');

    await expect.poll(() => main.getByLabel(/^이름/).inputValue()).toBe('박지훈');
    await expect.poll(() => main.getByLabel(/^연락처/).inputValue()).toBe('02-1234-5678');
    await expect.poll(() => main.getByLabel(/^문의 내용/).inputValue()).toBe('수화 전에 쓴 제휴 문의입니다.');
    await expect
      .poll(() => main.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }).isChecked())
      .toBe(true);
    await expect.poll(() => main.getByRole('button', { name: '문의하기' }).isEnabled()).toBe(true);
    const draft = () => page.evaluate(() => sessionStorage.getItem('sodam-pos-draft:business-inquiry'));
    await expect
      .poll(async () => JSON.parse((await draft()) ?? '{}') as unknown)
      .toMatchObject({ name: '박지훈', company: '꽃집', privacy_consent: true });
  });
});
