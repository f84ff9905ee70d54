// On a phone the download button hands the page to the shop's PC instead of giving a
// phone a Windows installer (docs/product.md#download-on-a-phone); on Windows nothing changes.
import { beforeAll, inject } from 'vitest';

import { getDownloadHandoff, getSiteSettings } from '../../src/lib/content';
import {
  DOWNLOAD_STARTED,
  KAKAO_LINK_SENT,
  KAKAO_SIGN_IN_REASON,
  LINK_COPIED,
  LINK_SHARED,
  PHONE_PROOF_MESSAGES,
  wrongCode,
} from '../../src/lib/messages';
import { inboxClient } from '../../tools/local-supabase/messaging/inbox-client';
import { axeViolations } from '../support/axe';
import { describe, expect, it } from '../support/browser-test';
import { useSeedContent } from '../support/content';
import {
  downloadButton,
  handoffDialog,
  IPHONE,
  sharedData,
  stubWebShare,
  uniquePhoneDigits,
  WINDOWS_UA,
  withoutWebShare,
} from '../support/handoff';
import { baseURL, eventually, KIM, newAccount, signIn, staff, visit } from '../support/member-flows';

const inbox = inboxClient(inject('supabaseUrl'), inject('supabaseServiceRoleKey'));
let copy: NonNullable<Awaited<ReturnType<typeof getDownloadHandoff>>>;
let appStore: Awaited<ReturnType<typeof getSiteSettings>>['appStore'];
beforeAll(async () => {
  useSeedContent();
  copy = await getDownloadHandoff();
  appStore = (await getSiteSettings()).appStore;
});

const handoffRows = (channel: string) =>
  staff<{ id: string; device_class: string | null }[]>(
    `download_handoffs?select=id,device_class&channel=eq.${channel}&order=created_at.desc`,
  );

describe('a download button on an iPhone at 390 px', () => {
  it('says it is a Windows program, and a press offers the handoff instead of a download', async ({ openPage }) => {
    const { page } = await openPage(390, IPHONE);
    const downloads: string[] = [];
    page.on('download', (download) => downloads.push(download.suggestedFilename()));
    await page.goto(`${baseURL()}/down`, { waitUntil: 'networkidle' });
    const button = downloadButton(page);
    await button.getByText(copy.windowsNote).waitFor();
    await button.click();
    const dialog = handoffDialog(page);
    await dialog.getByText(copy.dialogIntro).waitFor();
    for (const label of [copy.shareLabel, copy.kakaoLabel, copy.anywayLabel])
      await expect.poll(() => dialog.getByRole('button', { name: label }).isVisible()).toBe(true);
    // The app for the phone's own platform: the App Store, and not Google Play.
    const apps = dialog.getByRole('link', { name: new RegExp(copy.appLabel) });
    await expect.poll(() => apps.count()).toBe(1);
    await expect.poll(() => apps.getAttribute('href')).toBe(appStore.ios);
    await expect.poll(() => page.getByRole('dialog', { name: '다운로드 안내' }).count()).toBe(0);
    expect(downloads).toEqual([]);
    await expect.poll(() => axeViolations(page)).toEqual([]);
    // Escape closes it and gives focus back to the button that opened it.
    await page.keyboard.press('Escape');
    await expect.poll(() => handoffDialog(page).count()).toBe(0);
    await expect.poll(() => button.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('PC로 보내기 opens the share sheet with the /down link and the editors’ line, and records it', async ({
    openPage,
  }) => {
    const { page } = await openPage(390, IPHONE);
    await stubWebShare(page);
    const before = new Set((await handoffRows('share')).map((row) => row.id));
    await page.goto(`${baseURL()}/down`, { waitUntil: 'networkidle' });
    await downloadButton(page).click();
    await handoffDialog(page).getByRole('button', { name: copy.shareLabel }).click();
    await handoffDialog(page).getByRole('status').getByText(LINK_SHARED).waitFor();
    const shared = await sharedData(page);
    expect(shared).toHaveLength(1);
    expect(shared[0]?.text).toBe(copy.shareText);
    expect(new URL(shared[0]?.url ?? '').pathname).toBe('/down');
    const row = await eventually(async () => (await handoffRows('share')).find((r) => !before.has(r.id)));
    expect(row.device_class).toBe('phone');
  });

  it('without Web Share, PC로 보내기 copies the /down link and says so', async ({ openPage }) => {
    const { page } = await openPage(390, IPHONE);
    await withoutWebShare(page);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL() });
    await page.goto(`${baseURL()}/down`, { waitUntil: 'networkidle' });
    await downloadButton(page).click();
    await handoffDialog(page).getByRole('button', { name: copy.shareLabel }).click();
    await handoffDialog(page).getByRole('status').getByText(LINK_COPIED).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(copied).origin + new URL(copied).pathname).toBe(`${baseURL()}/down`);
  });

  it('그래도 내려받기 downloads the installer after all', async ({ openPage }) => {
    const { page } = await openPage(390, IPHONE);
    await page.goto(`${baseURL()}/down`, { waitUntil: 'networkidle' });
    await signIn(page, 'kakao', { existing: KIM.name });
    await downloadButton(page).click();
    const download = page.waitForEvent('download');
    await handoffDialog(page).getByRole('button', { name: copy.anywayLabel }).click();
    expect((await download).suggestedFilename()).toBe('skpossetup.exe');
    await page.getByRole('main').getByRole('status').first().getByText(DOWNLOAD_STARTED).waitFor();
    // Under it, the way to the install guide.
    const guide = page.getByRole('main').getByRole('link', { name: copy.guideLinkLabel }).first();
    await expect.poll(() => guide.getAttribute('href')).toBe('/down#install-guide');
    await expect.poll(() => guide.isVisible()).toBe(true);
  });

  it('카카오톡으로 받기 asks a guest to sign in first', async ({ openPage }) => {
    const { page } = await openPage(390, IPHONE);
    await page.goto(`${baseURL()}/down`, { waitUntil: 'networkidle' });
    await downloadButton(page).click();
    await handoffDialog(page).getByRole('button', { name: copy.kakaoLabel }).click();
    await page.getByRole('dialog', { name: '로그인' }).getByText(KAKAO_SIGN_IN_REASON).waitFor();
    await expect.poll(() => handoffDialog(page).count()).toBe(0);
  });
});

describe('카카오톡으로 받기 for a member on an iPhone', () => {
  it('sends exactly one 알림톡 with the link per press, and refuses the 4th of the day in Korean', async ({
    openPage,
  }) => {
    const phone = uniquePhoneDigits();
    const { page } = await openPage(390, IPHONE);
    await page.goto(`${baseURL()}/down`, { waitUntil: 'networkidle' });
    await signIn(page, 'kakao', { ...newAccount('링크회원'), phone });
    await downloadButton(page).click();
    const kakao = handoffDialog(page).getByRole('button', { name: copy.kakaoLabel });
    const mine = async () => (await inbox.list()).filter((message) => message.to === phone);
    for (const count of [1, 2, 3]) {
      await kakao.click();
      await inbox.waitFor((messages) => (messages.filter((m) => m.to === phone).length >= count ? true : undefined));
      await handoffDialog(page).getByRole('status').getByText(KAKAO_LINK_SENT).waitFor();
      await expect.poll(() => kakao.isEnabled()).toBe(true);
      const sent = await mine();
      expect(sent).toHaveLength(count);
      expect(sent[0]).toMatchObject({ channel: 'alimtalk', status: 'delivered' });
      expect(sent[0]?.text).toContain('/down?utm_source=handoff&utm_medium=alimtalk');
    }
    await kakao.click();
    await handoffDialog(page)
      .getByRole('status')
      .getByText(/하루 3번까지 할 수 있습니다/)
      .waitFor();
    expect(await mine()).toHaveLength(3);
  });

  it('a member without a proven number proves one with a code sent by SMS, then gets the link', async ({
    openPage,
  }) => {
    const { page } = await openPage(390, IPHONE);
    await page.goto(`${baseURL()}/down`, { waitUntil: 'networkidle' });
    await signIn(page, 'google', newAccount('번호없음'));
    await downloadButton(page).click();
    const dialog = handoffDialog(page);
    await dialog.getByRole('button', { name: copy.kakaoLabel }).click();
    await dialog
      .getByRole('status')
      .getByText(/휴대폰 번호 인증이 필요합니다/)
      .waitFor();
    const number = dialog.getByLabel('휴대폰 번호');
    await expect.poll(() => number.evaluate((el) => el === document.activeElement)).toBe(true);
    const phone = uniquePhoneDigits();
    await number.pressSequentially(phone);
    await dialog.getByRole('button', { name: '인증번호 받기' }).click();
    await dialog.getByRole('status').getByText(PHONE_PROOF_MESSAGES.codeSent).waitFor();
    const sms = await inbox.waitFor((messages) => messages.find((m) => m.to === phone && m.channel === 'sms'));
    const code = /\[(\d{6})\]/.exec(sms.text)?.[1] ?? '';
    const codeField = dialog.getByLabel('인증번호 6자리');
    await expect.poll(() => codeField.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect(axeViolations(page)).resolves.toEqual([]);

    // A wrong code says how many tries are left; the right one proves the number and sends the link.
    await codeField.fill(code === '000000' ? '000001' : '000000');
    await dialog.getByRole('button', { name: '인증하고 받기' }).click();
    await dialog.getByText(wrongCode(4)).waitFor();
    await expect(codeField.getAttribute('aria-invalid')).resolves.toBe('true');
    await codeField.fill(code);
    await page.keyboard.press('Enter');
    await dialog.getByRole('status').getByText(KAKAO_LINK_SENT).waitFor();
    const link = await inbox.waitFor((messages) => messages.find((m) => m.to === phone && m.channel === 'alimtalk'));
    expect(link.text).toContain('/down?utm_source=handoff&utm_medium=alimtalk');
    await expect(dialog.getByLabel('인증번호 6자리').isVisible()).resolves.toBe(false);
  });
});

describe('a download button on Windows at 1440 px', () => {
  it('is as it was: no note, and a guest’s press opens the download dialog', async ({ openPage }) => {
    const { page } = await openPage(1440, { userAgent: WINDOWS_UA });
    // Read once the page's code has decided (pageReady): before it runs, no page has a note.
    await visit(page, '/down');
    const button = downloadButton(page);
    expect(await button.getByText(copy.windowsNote).isVisible()).toBe(false);
    expect(await page.locator('[data-handoff]').count()).toBe(0);
    await button.click();
    await page.getByRole('dialog', { name: '다운로드 안내' }).waitFor();
    await expect.poll(() => handoffDialog(page).count()).toBe(0);
  });
});
