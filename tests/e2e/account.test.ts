// 내 정보 (/user/account) on the local stack, as a member uses it (docs/product.md#member-rights):
// open it from the header, correct the phone number, download the export (theirs, all of it, and
// nobody else's), withdraw the marketing consent and read its date, leave; the same Kakao account
// is then a new member with no inquiries, while staff still see the old inquiry, contact masked.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';

import { ACCOUNT_MESSAGES } from '../../src/lib/messages';
import { axeViolations } from '../support/axe';
import { describe, expect, it } from '../support/browser-test';
import { authButton, baseURL, KIM, LEE, newAccount, signIn, staff } from '../support/member-flows';
import { seedSiteCopy } from '../support/seed-docs';

const copy = seedSiteCopy().account;
const today = new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', dateStyle: 'long' }).format(new Date());
const main = (page: Page) => page.getByRole('main');

interface Row {
  id: string;
}

/** What staff put on file for the member before they open 내 정보: one inquiry, one download. */
async function recordsFor(email: string) {
  const [profile] = await staff<(Row & { name: string })[]>(
    `profiles?select=id,name&email=eq.${encodeURIComponent(email)}`,
  );
  if (!profile) throw new Error(`no profile for ${email}`);
  const [inquiry] = await staff<Row[]>('inquiries', {
    method: 'POST',
    body: {
      user_id: profile.id,
      name: '정보시험',
      tel: '010-5555-6666',
      email,
      sector: '카페',
      content: '내 정보 시험 문의',
      privacy_consent: true,
    },
  });
  const [download] = await staff<Row[]>('download_logs', {
    method: 'POST',
    body: { user_id: profile.id, name: profile.name, email, tel: '-', social: 'kakao' },
  });
  if (!inquiry || !download) throw new Error('staff could not file the records');
  return { memberId: profile.id, inquiryId: inquiry.id, downloadId: download.id };
}

describe('내 정보', () => {
  it('a member edits, exports, withdraws consent and leaves; the same Kakao account comes back as a new member', async ({
    openSite,
  }) => {
    const account = { ...newAccount('정보시험'), phone: '01055556666' };
    const { page } = await openSite('/faq', { width: 1440 });
    await signIn(page, 'kakao', account);
    const { memberId, inquiryId, downloadId } = await recordsFor(account.email);

    await page.locator('header').getByRole('link', { name: '내 정보' }).click();
    await page.waitForURL(`${baseURL()}/user/account`);
    await main(page).getByRole('heading', { name: copy.profileTitle }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // The phone number, under the forms' rules.
    const tel = main(page).getByLabel(/^휴대폰 번호/);
    await tel.fill('');
    await tel.pressSequentially('01077778888');
    await main(page).getByRole('button', { name: '저장하기' }).click();
    await expect
      .poll(() => main(page).getByRole('status').filter({ hasText: ACCOUNT_MESSAGES.profileSaved }).count())
      .toBe(1);
    expect(await staff<{ tel: string }[]>(`profiles?select=tel&id=eq.${memberId}`)).toEqual([{ tel: '010-7777-8888' }]);

    // The export: the database's document, with their rows and nobody else's.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      main(page).getByRole('button', { name: 'JSON 파일로 내려받기' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^sodampos-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const text = await readFile(await download.path(), 'utf8');
    const exported = JSON.parse(text) as {
      profile: { id: string; tel: string };
      inquiries: Row[];
      download_logs: Row[];
    };
    expect(exported.profile).toMatchObject({ id: memberId, tel: '010-7777-8888' });
    expect(exported.inquiries.map((row) => row.id)).toEqual([inquiryId]);
    expect(exported.download_logs.map((row) => row.id)).toEqual([downloadId]);
    for (const other of [KIM, LEE]) {
      expect(text).not.toContain(other.id);
      expect(text).not.toContain(other.email);
      expect(text).not.toContain(other.name);
    }

    // Marketing consent: granted, then withdrawn, each in one press, with the date it happened.
    await main(page).getByRole('button', { name: '수신 동의하기' }).click();
    await main(page).getByText(`${today}에 마케팅 정보 수신에 동의했습니다.`).waitFor();
    await main(page).getByRole('button', { name: '수신 동의 철회하기' }).click();
    await main(page).getByText(`${today}에 마케팅 정보 수신 동의를 철회했습니다.`).waitFor();
    const [consent] = await staff<{ marketing_consent: boolean; marketing_consent_at: string }[]>(
      `profiles?select=marketing_consent,marketing_consent_at&id=eq.${memberId}`,
    );
    expect(consent?.marketing_consent).toBe(false);
    expect(Date.now() - Date.parse(consent?.marketing_consent_at ?? '')).toBeLessThan(60_000);

    // 회원 탈퇴: one confirmation that says what goes and what stays, then signed out with a message.
    await main(page).getByRole('button', { name: '회원 탈퇴하기' }).click();
    const dialog = page.getByRole('dialog', { name: '정말 탈퇴하시겠습니까?' });
    await dialog.getByText(copy.withdrawKept).waitFor();
    await dialog.getByText(copy.withdrawDeleted).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('취소');
    await dialog.getByRole('button', { name: '탈퇴하기' }).click();
    await page.waitForURL(`${baseURL()}/`);
    await page.getByText(ACCOUNT_MESSAGES.deleted).waitFor();
    await authButton(page).filter({ hasText: '로그인' }).waitFor();
    expect(await staff(`profiles?select=id&id=eq.${memberId}`)).toEqual([]);

    // Staff keep the inquiry as a dispute record, detached, contact masked.
    expect(await staff(`inquiries?select=user_id,name,tel,email&id=eq.${inquiryId}`)).toEqual([
      { user_id: null, name: '정***', tel: '010-****-6666', email: `${account.email.slice(0, 2)}***@example.com` },
    ]);

    // The same Kakao account, picked on the provider's page: a new member with no inquiries.
    await signIn(page, 'kakao', { existing: account.name });
    const [again] = await staff<Row[]>(`profiles?select=id&email=eq.${encodeURIComponent(account.email)}`);
    expect(again?.id).toBeTruthy();
    expect(again?.id).not.toBe(memberId);
    await page.goto(`${baseURL()}/user/inquiry`, { waitUntil: 'networkidle' });
    await main(page).getByText(seedSiteCopy().inquiries.listEmpty).waitFor();
  });

  it('a guest meets the login notice there, and nothing of any member; the header offers no 내 정보', async ({
    openSite,
  }) => {
    const { page } = await openSite('/user/account', { width: 375 });
    await page.getByRole('dialog', { name: '로그인' }).waitFor();
    expect(await main(page).getByRole('heading', { name: copy.profileTitle }).count()).toBe(0);
    expect(await page.locator('header').getByRole('link', { name: '내 정보' }).count()).toBe(0);
  });

  it.for([320, 375, 768] as const)(
    'at %i px a member finds 내 정보 in the header or its menu, and the bar keeps its menu button in view',
    async (width, { openSite }) => {
      const { page } = await openSite('/faq', { width });
      await signIn(page, 'kakao', newAccount('좁은화면'));
      const toggle = page.locator('header').getByRole('button', { name: '메뉴 열기' });
      const box = await toggle.boundingBox();
      expect((box?.x ?? width) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
      const inBar = page.locator('header').getByRole('link', { name: '내 정보' });
      if (width < 768) {
        expect(await inBar.count()).toBe(0);
        await toggle.click();
        await page.getByRole('dialog', { name: '전체 메뉴' }).getByRole('link', { name: '내 정보' }).click();
      } else await inBar.click();
      await page.waitForURL(`${baseURL()}/user/account`);
    },
  );
});
