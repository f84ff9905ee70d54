// The /user area — the gate, /user/loading's routing, and the inquiry list
// (own inquiries only, newest first, search, expand, staff answers).
import type { Page } from 'playwright-core';

import { describe, expect, it } from '../support/browser-test';
import { authButton, baseURL, KIM, LEE, newAccount, pageReady, signIn, staff, visit } from '../support/member-flows';
import { seedSiteCopy } from '../support/seed-docs';

interface InquiryRow {
  id: string;
  receipt_no: string;
  content: string;
  answer: string | null;
  status: string;
}

const cardFor = (page: Page, receiptNo: string) =>
  page.getByRole('listitem').filter({ hasText: `접수번호 ${receiptNo}` });

describe('the /user gate', () => {
  it.for(['/user/inquiry', '/user/write', '/user/loading'])(
    '%s opens the login dialog for a guest',
    async (path, { openSite }) => {
      const { page } = await openSite(path);
      await page.getByRole('dialog', { name: '로그인' }).waitFor();
    },
  );

  it('does not open the login dialog for a member', async ({ openMemberSite }) => {
    const { page } = await openMemberSite('/user/inquiry', { provider: 'kakao', as: { existing: KIM.name } });
    await page.getByText(/문의 \d+건/).waitFor();
    await expect.poll(() => page.getByRole('dialog', { name: '로그인' }).isVisible()).toBe(false);
  });

  it('after signing in from the gate, the person lands back on the /user page', async ({ openSite }) => {
    const { page } = await openSite('/user/inquiry');
    await signIn(page, 'google', { existing: LEE.name });
    expect(new URL(page.url()).pathname).toBe('/user/inquiry');
  });
});

describe('/user/loading', () => {
  it('sends a member with no inquiries to /user/write', async ({ openSite }) => {
    const { page } = await openSite('/faq');
    await signIn(page, 'kakao', newAccount());
    await page.goto(`${baseURL()}/user/loading`);
    await page.waitForURL(`${baseURL()}/user/write`);
  });

  it('tells a member with no inquiries on /user/inquiry what to do first, in the editors’ words', async ({
    openSite,
  }) => {
    const { page } = await openSite('/faq');
    await signIn(page, 'kakao', newAccount());
    await page.goto(`${baseURL()}/user/inquiry`);
    await page.getByText(seedSiteCopy().inquiries.listEmpty).waitFor();
  });

  it('sends a member with inquiries to /user/inquiry', async ({ openSite }) => {
    const { page } = await openSite('/faq');
    await signIn(page, 'kakao', { existing: KIM.name });
    await page.goto(`${baseURL()}/user/loading`);
    await page.waitForURL(`${baseURL()}/user/inquiry`);
  });
});

describe('/user/inquiry', () => {
  it('shows a member only their own inquiries, newest first, with receipt number and badge', async ({
    openMemberSite,
  }) => {
    const mine = await staff<InquiryRow[]>(
      `inquiries?select=receipt_no,content,answer&user_id=eq.${KIM.id}&order=created_at.desc`,
    );
    const theirs = await staff<InquiryRow[]>(`inquiries?select=receipt_no&user_id=eq.${LEE.id}`);
    const { page } = await openMemberSite('/user/inquiry', { provider: 'kakao', as: { existing: KIM.name } });
    await page.getByText(`문의 ${mine.length}건`).waitFor();
    const receipts = await page.getByText(/^접수번호 /).allInnerTexts();
    expect(receipts).toEqual(mine.map((row) => `접수번호 ${row.receipt_no}`));
    for (const row of theirs) await expect.poll(() => cardFor(page, row.receipt_no).count()).toBe(0);
    const answered = mine.find((row) => row.answer);
    if (!answered) throw new Error('the seed gives 김민준 an answered inquiry');
    await expect
      .poll(() => cardFor(page, answered.receipt_no).getByText('답변완료', { exact: true }).first().isVisible())
      .toBe(true);
  });

  it('expands and collapses a card, showing the answer', async ({ openMemberSite }) => {
    const [answered] = await staff<InquiryRow[]>(
      `inquiries?select=receipt_no,answer&user_id=eq.${KIM.id}&answer=not.is.null&limit=1`,
    );
    if (!answered?.answer) throw new Error('the seed gives 김민준 an answered inquiry');
    const { page } = await openMemberSite('/user/inquiry', { provider: 'kakao', as: { existing: KIM.name } });
    const toggle = cardFor(page, answered.receipt_no).getByRole('button');
    const answer = page.getByText(answered.answer);
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => answer.isVisible()).toBe(false);
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await page.getByText(answered.answer).waitFor();
    await toggle.click();
    await page.getByText(answered.answer).waitFor({ state: 'hidden' });
  });

  it('filters by a substring of the content, and says when nothing matches', async ({ openMemberSite }) => {
    const { page } = await openMemberSite('/user/inquiry', { provider: 'kakao', as: { existing: KIM.name } });
    await page.getByText(/^문의 \d+건$/).waitFor();
    const search = page.getByRole('searchbox', { name: '문의 내용 검색' });
    await search.fill('전자저울');
    await page.getByText('‘전자저울’ 검색 결과 1건').waitFor();
    await expect.poll(() => page.getByText(/^접수번호 /).count()).toBe(1);
    await search.fill('환불 규정');
    await page.getByText('‘환불 규정’에 맞는 문의가 없습니다.').waitFor();
    await expect.poll(() => page.getByText(/^접수번호 /).count()).toBe(0);
  });

  it('shows 답변완료 and the answer once staff answer an inquiry', async ({ openSite }) => {
    const account = newAccount();
    const { page } = await openSite('/faq');
    await signIn(page, 'google', account);
    const [profile] = await staff<{ id: string }[]>(`profiles?select=id&email=eq.${encodeURIComponent(account.email)}`);
    if (!profile) throw new Error('no profile for the new member');
    const [filed] = await staff<InquiryRow[]>('inquiries', {
      method: 'POST',
      body: {
        user_id: profile.id,
        name: '박사장',
        tel: '010-1111-2222',
        sector: '카페',
        content: '영수증 프린터 연결 문의',
        privacy_consent: true,
      },
    });
    if (!filed) throw new Error('inquiry not filed');
    await visit(page, '/user/inquiry');
    // The list arrives after the page is ready: wait for the card, which fails if it never shows.
    await cardFor(page, filed.receipt_no).getByText('미답변').waitFor();

    const answer = '설정 메뉴의 [프린터]에서 연결하실 수 있습니다.';
    const [answered] = await staff<InquiryRow[]>(`inquiries?id=eq.${filed.id}`, {
      method: 'PATCH',
      body: { answer },
    });
    expect(answered?.status).toBe('답변완료');
    await page.reload();
    await pageReady(page);
    const card = cardFor(page, filed.receipt_no);
    await card.getByText('답변완료').first().waitFor();
    await card.getByRole('button').click();
    await card.getByText(answer).waitFor();
  });

  it('tells a guest that inquiries can be written after signing up', async ({ openSite }) => {
    const { page } = await openSite('/user/inquiry');
    await page.getByRole('dialog', { name: '로그인' }).waitFor();
    // Behind the dialog the page already says what a guest can do.
    await page.getByText('회원가입 후 상담 문의를 작성하고 답변을 확인할 수 있습니다.').waitFor();
  });

  it('offers 문의 작성 to a member', async ({ openMemberSite }) => {
    const { page } = await openMemberSite('/user/inquiry', { provider: 'google', as: { existing: LEE.name } });
    expect(await page.getByRole('main').getByRole('link', { name: '문의 작성' }).getAttribute('href')).toBe(
      '/user/write',
    );
    await expect.poll(() => authButton(page).innerText()).toBe('로그아웃');
  });
});
