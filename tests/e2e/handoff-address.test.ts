// The handoff dialog on a phone (docs/product.md#download-on-a-phone): the short address to type
// on the shop's PC with its copy button, and 카카오톡으로 받기 for members, from which a guest
// signs in and comes back to the same dialog.
import { readFileSync } from 'node:fs';
import { beforeAll } from 'vitest';

import { HANDOFF_RETURN_HASH } from '../../src/components/handoff/handoff-return';
import { getDownloadHandoff } from '../../src/lib/content';
import { ADDRESS_COPIED, ADDRESS_COPY_FAILED, KAKAO_SIGN_IN_REASON } from '../../src/lib/messages';
import { describe, expect, it } from '../support/browser-test';
import { useSeedContent } from '../support/content';
import { downloadButton, handoffDialog, IPHONE } from '../support/handoff';
import { baseURL, KIM, signIn } from '../support/member-flows';

let copy: NonNullable<Awaited<ReturnType<typeof getDownloadHandoff>>>;
/** What the build wrote for the dialog: the short address comes from the site's address there. */
const built = () =>
  JSON.parse(readFileSync(new URL('../../dist/down/handoff.json', import.meta.url), 'utf8')) as {
    shortAddress: string;
  };
beforeAll(async () => {
  useSeedContent();
  copy = await getDownloadHandoff();
});

describe('the handoff dialog on an iPhone', () => {
  it('shows the short address to type on the PC: the site’s host and /down', async ({ openPage }) => {
    const { shortAddress } = built();
    expect(shortAddress).toMatch(/^[a-z0-9.-]+(:\d+)?\/down$/);
    const { page } = await openPage(390, IPHONE);
    await page.goto(`${baseURL()}/down`, { waitUntil: 'networkidle' });
    await downloadButton(page).click();
    const dialog = handoffDialog(page);
    await dialog.getByText(copy.addressLabel).waitFor();
    await expect.poll(() => dialog.getByText(shortAddress, { exact: true }).isVisible()).toBe(true);
  });

  it('주소 복사 puts the short address on the clipboard and says so', async ({ openPage }) => {
    const { page } = await openPage(390, IPHONE);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL() });
    await page.goto(`${baseURL()}/down`, { waitUntil: 'networkidle' });
    await downloadButton(page).click();
    await handoffDialog(page).getByRole('button', { name: copy.copyLabel }).click();
    await handoffDialog(page).getByRole('status').getByText(ADDRESS_COPIED).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(built().shortAddress);
  });

  it('says in Korean when copying fails, and selects the address to type by hand', async ({ openPage }) => {
    const { page } = await openPage(390, IPHONE);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new DOMException('refused', 'NotAllowedError')) },
      });
    });
    await page.goto(`${baseURL()}/down`, { waitUntil: 'networkidle' });
    await downloadButton(page).click();
    await handoffDialog(page).getByRole('button', { name: copy.copyLabel }).click();
    await handoffDialog(page).getByRole('status').getByText(ADDRESS_COPY_FAILED).waitFor();
    await expect.poll(() => page.evaluate(() => window.getSelection()?.toString())).toBe(built().shortAddress);
  });

  it('fits a 375 × 667 screen: every choice and 닫기 show without scrolling the dialog', async ({ openPage }) => {
    const { page } = await openPage(375, { ...IPHONE, viewport: { width: 375, height: 667 } });
    await page.goto(`${baseURL()}/down`, { waitUntil: 'networkidle' });
    await downloadButton(page).click();
    const dialog = handoffDialog(page);
    const close = dialog.getByRole('button', { name: '닫기', exact: true });
    await close.waitFor();
    // Until its opening animation has ended, the dialog is still rising into place.
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    const overflow = await dialog.evaluate((el) => el.scrollHeight - el.clientHeight);
    expect(overflow, 'pixels of the dialog below its visible box').toBeLessThanOrEqual(0);
    for (const control of [dialog.getByRole('button', { name: copy.anywayLabel }), close]) {
      const box = await control.boundingBox();
      expect(box && box.y + box.height, `${await control.innerText()} ends inside the screen`).toBeLessThanOrEqual(667);
    }
  });

  it('says 카카오톡으로 받기 is for members before it is pressed', async ({ openPage }) => {
    const { page } = await openPage(390, IPHONE);
    await page.goto(`${baseURL()}/down`, { waitUntil: 'networkidle' });
    await downloadButton(page).click();
    const kakao = handoffDialog(page).getByRole('button', { name: copy.kakaoLabel });
    await expect.poll(() => kakao.getAttribute('aria-describedby')).toBeTruthy();
    const note = await page.evaluate(
      (id) => document.getElementById(id ?? '')?.textContent,
      await kakao.getAttribute('aria-describedby'),
    );
    expect(note).toBe(copy.kakaoNote);
    expect(note).toContain('회원');
  });

  it('a guest’s 카카오톡으로 받기 opens sign-in, and signing in brings the same dialog back', async ({ openPage }) => {
    const { page } = await openPage(390, IPHONE);
    await page.goto(`${baseURL()}/down`, { waitUntil: 'networkidle' });
    await downloadButton(page).click();
    await handoffDialog(page).getByRole('button', { name: copy.kakaoLabel }).click();
    await page.getByRole('dialog', { name: '로그인' }).getByText(KAKAO_SIGN_IN_REASON).waitFor();
    await signIn(page, 'kakao', { existing: KIM.name });
    await handoffDialog(page).getByRole('button', { name: copy.kakaoLabel }).waitFor();
    const url = new URL(page.url());
    expect([url.pathname, url.hash]).toEqual(['/down', '']);
  });

  it('a guest who closes the sign-in instead finds the address as it was', async ({ openPage }) => {
    const { page } = await openPage(390, IPHONE);
    await page.goto(`${baseURL()}/down`, { waitUntil: 'networkidle' });
    await downloadButton(page).click();
    await handoffDialog(page).getByRole('button', { name: copy.kakaoLabel }).click();
    const login = page.getByRole('dialog', { name: '로그인' });
    await login.waitFor();
    expect(new URL(page.url()).hash).toBe(HANDOFF_RETURN_HASH);
    await login.getByRole('button', { name: '닫기' }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe('');
  });
});
