// Issue 7 item 3: the /user area — the gate, /user/loading's routing, and the inquiry list
// (own inquiries only, newest first, search, expand, staff answers).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser } from '../../tools/browser';
import { authButton, baseURL, KIM, LEE, memberOn, newAccount, openSite, signIn, staff } from '../support/member-flows';
import { seedSiteCopy } from '../support/seed-docs';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

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
  it.each(['/user/inquiry', '/user/write', '/user/loading'])('%s opens the login dialog for a guest', async (path) => {
    const { page, close } = await openSite(browser, path);
    try {
      await page.getByRole('dialog', { name: '로그인' }).waitFor();
    } finally {
      await close();
    }
  });

  it('does not open the login dialog for a member', async () => {
    const { page, close } = await openSite(browser, '/faq');
    try {
      await memberOn(page, '/user/inquiry', 'kakao', { existing: KIM.name });
      await page.getByText(/문의 \d+건/).waitFor();
      await expect(page.getByRole('dialog', { name: '로그인' }).isVisible()).resolves.toBe(false);
    } finally {
      await close();
    }
  });

  it('after signing in from the gate, the person lands back on the /user page', async () => {
    const { page, close } = await openSite(browser, '/user/inquiry');
    try {
      await signIn(page, 'google', { existing: LEE.name });
      expect(new URL(page.url()).pathname).toBe('/user/inquiry');
    } finally {
      await close();
    }
  });
});

describe('/user/loading', () => {
  it('sends a member with no inquiries to /user/write', async () => {
    const { page, close } = await openSite(browser, '/faq');
    try {
      await signIn(page, 'kakao', newAccount());
      await page.goto(`${baseURL()}/user/loading`);
      await page.waitForURL(`${baseURL()}/user/write`);
    } finally {
      await close();
    }
  });

  it('tells a member with no inquiries on /user/inquiry what to do first, in the editors’ words', async () => {
    const { page, close } = await openSite(browser, '/faq');
    try {
      await signIn(page, 'kakao', newAccount());
      await page.goto(`${baseURL()}/user/inquiry`);
      await page.getByText(seedSiteCopy().inquiries.listEmpty).waitFor();
    } finally {
      await close();
    }
  });

  it('sends a member with inquiries to /user/inquiry', async () => {
    const { page, close } = await openSite(browser, '/faq');
    try {
      await signIn(page, 'kakao', { existing: KIM.name });
      await page.goto(`${baseURL()}/user/loading`);
      await page.waitForURL(`${baseURL()}/user/inquiry`);
    } finally {
      await close();
    }
  });
});

describe('/user/inquiry', () => {
  it('shows a member only their own inquiries, newest first, with receipt number and badge', async () => {
    const mine = await staff<InquiryRow[]>(
      `inquiries?select=receipt_no,content,answer&user_id=eq.${KIM.id}&order=created_at.desc`,
    );
    const theirs = await staff<InquiryRow[]>(`inquiries?select=receipt_no&user_id=eq.${LEE.id}`);
    const { page, close } = await openSite(browser, '/faq');
    try {
      await memberOn(page, '/user/inquiry', 'kakao', { existing: KIM.name });
      await page.getByText(`문의 ${mine.length}건`).waitFor();
      const receipts = await page.getByText(/^접수번호 /).allInnerTexts();
      expect(receipts).toEqual(mine.map((row) => `접수번호 ${row.receipt_no}`));
      for (const row of theirs) await expect(cardFor(page, row.receipt_no).count()).resolves.toBe(0);
      const answered = mine.find((row) => row.answer);
      if (!answered) throw new Error('the seed gives 김민준 an answered inquiry');
      await expect(
        cardFor(page, answered.receipt_no).getByText('답변완료', { exact: true }).first().isVisible(),
      ).resolves.toBe(true);
    } finally {
      await close();
    }
  });

  it('expands and collapses a card, showing the answer', async () => {
    const [answered] = await staff<InquiryRow[]>(
      `inquiries?select=receipt_no,answer&user_id=eq.${KIM.id}&answer=not.is.null&limit=1`,
    );
    if (!answered?.answer) throw new Error('the seed gives 김민준 an answered inquiry');
    const { page, close } = await openSite(browser, '/faq');
    try {
      await memberOn(page, '/user/inquiry', 'kakao', { existing: KIM.name });
      const toggle = cardFor(page, answered.receipt_no).getByRole('button');
      await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
      await expect(page.getByText(answered.answer).isVisible()).resolves.toBe(false);
      await toggle.click();
      await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
      await page.getByText(answered.answer).waitFor();
      await toggle.click();
      await page.getByText(answered.answer).waitFor({ state: 'hidden' });
    } finally {
      await close();
    }
  });

  it('filters by a substring of the content, and says when nothing matches', async () => {
    const { page, close } = await openSite(browser, '/faq');
    try {
      await memberOn(page, '/user/inquiry', 'kakao', { existing: KIM.name });
      await page.getByText(/^문의 \d+건$/).waitFor();
      const search = page.getByRole('searchbox', { name: '문의 내용 검색' });
      await search.fill('전자저울');
      await page.getByText('‘전자저울’ 검색 결과 1건').waitFor();
      await expect(page.getByText(/^접수번호 /).count()).resolves.toBe(1);
      await search.fill('환불 규정');
      await page.getByText('‘환불 규정’에 맞는 문의가 없습니다.').waitFor();
      await expect(page.getByText(/^접수번호 /).count()).resolves.toBe(0);
    } finally {
      await close();
    }
  });

  it('shows 답변완료 and the answer once staff answer an inquiry', async () => {
    const account = newAccount();
    const { page, close } = await openSite(browser, '/faq');
    try {
      await signIn(page, 'google', account);
      const [profile] = await staff<{ id: string }[]>(
        `profiles?select=id&email=eq.${encodeURIComponent(account.email)}`,
      );
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
      await page.goto(`${baseURL()}/user/inquiry`, { waitUntil: 'networkidle' });
      await expect(cardFor(page, filed.receipt_no).getByText('미답변').isVisible()).resolves.toBe(true);

      const answer = '설정 메뉴의 [프린터]에서 연결하실 수 있습니다.';
      const [answered] = await staff<InquiryRow[]>(`inquiries?id=eq.${filed.id}`, {
        method: 'PATCH',
        body: { answer },
      });
      expect(answered?.status).toBe('답변완료');
      await page.reload({ waitUntil: 'networkidle' });
      const card = cardFor(page, filed.receipt_no);
      await card.getByText('답변완료').first().waitFor();
      await card.getByRole('button').click();
      await card.getByText(answer).waitFor();
    } finally {
      await close();
    }
  });

  it('tells a guest that inquiries can be written after signing up', async () => {
    const { page, close } = await openSite(browser, '/user/inquiry');
    try {
      await page.getByRole('dialog', { name: '로그인' }).waitFor();
      // Behind the dialog the page already says what a guest can do.
      await page.getByText('회원가입 후 상담 문의를 작성하고 답변을 확인할 수 있습니다.').waitFor();
    } finally {
      await close();
    }
  });

  it('offers 문의 작성 to a member', async () => {
    const { page, close } = await openSite(browser, '/faq');
    try {
      await memberOn(page, '/user/inquiry', 'google', { existing: LEE.name });
      expect(await page.getByRole('main').getByRole('link', { name: '문의 작성' }).getAttribute('href')).toBe(
        '/user/write',
      );
      await expect(authButton(page).innerText()).resolves.toBe('로그아웃');
    } finally {
      await close();
    }
  });
});
