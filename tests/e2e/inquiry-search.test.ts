// The member's inquiry list is searched the way Korean is typed (src/lib/search.ts), like the FAQ:
// in the inquiry and in the staff answer, with what was found marked.

import { FOUND_IN_ANSWER } from '../../src/lib/messages';
import { describe, expect, it } from '../support/browser-test';
import { KIM } from '../support/member-flows';

describe('searching /user/inquiry', () => {
  // The five kinds of query the FAQ answers too (src/lib/search.ts), on 김민준's seeded inquiries:
  // one asks about 카드 단말기 and 전자저울 and was answered with 원격 지원.
  it.for<[string, number, string | null, string]>([
    ['전자저우', 1, '전자저울', 'a half-typed syllable'],
    ['ㅈㅈㅈㅇ', 1, '전자저울', 'initial consonants'],
    ['카드단말기', 1, '카드 단말기', 'words typed without their space'],
    ['원격지원', 1, null, 'words only in the staff answer'],
    ['환불 규정', 0, null, 'nothing'],
  ])('searching %j finds %i inquiry and marks %j (%s)', async ([query, count, marked], { openMemberSite }) => {
    const { page } = await openMemberSite('/user/inquiry', { provider: 'kakao', as: { existing: KIM.name } });
    await page.getByText(/^문의 \d+건$/).waitFor();
    await page.getByRole('searchbox', { name: '문의 내용 검색' }).fill(query);
    await page
      .getByText(count > 0 ? `‘${query}’ 검색 결과 ${count}건` : `‘${query}’에 맞는 문의가 없습니다.`)
      .waitFor();
    await expect.poll(() => page.getByText(/^접수번호 /).count()).toBe(count);
    if (marked) await expect.poll(() => page.locator('mark').first().textContent()).toBe(marked);
    if (count > 0 && !marked) await page.getByText(FOUND_IN_ANSWER).waitFor();
  });
});
