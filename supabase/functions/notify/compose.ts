// What each message says. The staff alert carries what staff need to act and nothing more
// personal: the kind, the receipt number, the time in Korea, the sector or company, and a
// link to the row in the dashboard (where the name and number are). The member's notice is
// the registered 알림톡 template with the receipt number and the link to their inquiries.
import type { ClaimedEvent } from './queue.ts';
import { ANSWER_TEMPLATE, CONSENT_TEMPLATE, renderTemplate } from './templates.ts';

/** 2026-11-23T05:05:00Z → '2026-11-23 14:05' (Korea has no daylight saving time). */
export function kstMinute(iso: string): string {
  return new Date(Date.parse(iso) + 9 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
}

/** The row in the Supabase dashboard's table editor, filtered to its id. */
export function dashboardLink(
  dashboardUrl: string,
  event: Pick<ClaimedEvent, 'subject_table_oid' | 'subject_id'>,
): string {
  return `${dashboardUrl}/editor/${event.subject_table_oid}?filter=${encodeURIComponent(`id:eq:${event.subject_id}`)}`;
}

export function staffAlertText(event: ClaimedEvent, dashboardUrl: string | undefined): string {
  const partnership = event.kind === 'partnership_filed';
  return [
    partnership ? '[소담POS] 새 제휴 문의' : '[소담POS] 새 상담 문의',
    `접수번호 ${event.receipt_no}`,
    `접수 ${kstMinute(event.filed_at)} (한국 시간)`,
    partnership ? `상호·업종 ${event.company}` : `업종 ${event.sector}`,
    ...(dashboardUrl ? [`보기 ${dashboardLink(dashboardUrl, event)}`] : []),
  ].join('\n');
}

/** The template's variables for one answer, and the text Kakao will compare. */
export function answerNotice(
  event: ClaimedEvent,
  siteUrl: string,
): { variables: Record<string, string>; text: string } {
  const variables = { '#{접수번호}': event.receipt_no, '#{답변확인주소}': `${siteUrl}/user/inquiry` };
  return { variables, text: renderTemplate(ANSWER_TEMPLATE.text, variables) };
}

/** 2026-03-02T01:00:00Z → '2026년 3월 2일', the consent's date in Korea (docs/copy-style.md#numbers-and-units). */
export function kstDate(iso: string): string {
  const [year, month, day] = kstMinute(iso).slice(0, 10).split('-').map(Number);
  return `${year}년 ${month}월 ${day}일`;
}

/** The consent confirmation's variables (filed_at is the consent's date) and the text Kakao will compare. */
export function consentNotice(
  event: ClaimedEvent,
  siteUrl: string,
): { variables: Record<string, string>; text: string } {
  const variables = { '#{동의일}': kstDate(event.filed_at), '#{내정보주소}': `${siteUrl}/user/account` };
  return { variables, text: renderTemplate(CONSENT_TEMPLATE.text, variables) };
}
