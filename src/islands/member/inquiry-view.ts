// How the inquiry list presents a member's inquiries. Pure; imported by the InquiryList island.
import { searchEntry } from '../../lib/search';

interface Listed {
  content: string;
  answer: string | null;
}

/** The card's badge (docs/product.md#inquiry-cards): '답변완료' once staff answered, '미답변' until then. */
export const answerBadge = (inquiry: Pick<Listed, 'answer'>): '답변완료' | '미답변' =>
  inquiry.answer ? '답변완료' : '미답변';

/** The list is searched in the inquiry's content and the staff's answer (docs/product.md#search). */
export const filterInquiries = <T extends Listed>(items: readonly T[], query: string): T[] =>
  items.filter((item) => searchEntry({ main: item.content, extra: item.answer }, query) !== null);

const DATE = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** 2026. 11. 22. — the date in Korea, however the visitor's clock is set. */
export const koreanDateLabel = (iso: string): string => DATE.format(new Date(iso));

/** What the polite live region says about the list. */
export function listSummary(total: number, shown: number, query: string): string {
  if (query.trim() === '') return `문의 ${total}건`;
  return shown === 0 ? `‘${query.trim()}’에 맞는 문의가 없습니다.` : `‘${query.trim()}’ 검색 결과 ${shown}건`;
}
