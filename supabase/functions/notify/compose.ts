// What each message says. The staff alert carries what staff need to act and nothing more
// personal: the kind, the receipt number, the time in Korea, the sector or company (without
// links or numbers, visitor-text.ts), and a link to the row in the dashboard (where the name
// and number are). The digest lists the
// alerts an hour's cap held back. The member's notice is the registered 알림톡 template with
// the receipt number and the link to their inquiries.
import type { ClaimedEvent } from './queue.ts';
import { ANSWER_TEMPLATE, CONSENT_TEMPLATE, renderTemplate } from './templates.ts';
import { staffSafeText } from './visitor-text.ts';

export { inertText } from './visitor-text.ts';

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
    partnership ? `상호·업종 ${staffSafeText(event.company)}` : `업종 ${staffSafeText(event.sector)}`,
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

/** What notify_claim says about a digest event: the channel, the hour, the held alerts. */
export interface Digest {
  channel: 'staff_webhook' | 'staff_sms';
  hour: string;
  held: { kind: string; receipt_no: string }[];
}

export function digestOf(event: Pick<ClaimedEvent, 'kind' | 'digest'>): Digest | undefined {
  const value = event.digest as Partial<Digest> | null;
  if (event.kind !== 'staff_digest' || typeof value !== 'object' || value === null) return undefined;
  if (value.channel !== 'staff_webhook' && value.channel !== 'staff_sms') return undefined;
  if (typeof value.hour !== 'string' || !Array.isArray(value.held)) return undefined;
  return { channel: value.channel, hour: value.hour, held: value.held };
}

/** Receipt numbers listed in a digest line; the rest are counted. */
export const DIGEST_LISTED = 20;

function digestLine(label: string, receipts: string[]): string[] {
  if (receipts.length === 0) return [];
  const listed = receipts.slice(0, DIGEST_LISTED).join(', ');
  const more = receipts.length > DIGEST_LISTED ? ` 외 ${receipts.length - DIGEST_LISTED}건` : '';
  return [`${label} ${receipts.length}건: ${listed}${more}`];
}

/** One message for the alerts an hour's cap held back, sent once the hour has turned. */
export function staffDigestText(digest: Digest): string {
  const of = (kind: string) => digest.held.filter((item) => item.kind === kind).map((item) => item.receipt_no);
  const start = kstMinute(digest.hour);
  const end = kstMinute(new Date(Date.parse(digest.hour) + 3600_000).toISOString()).slice(11);
  return [
    `[소담POS] 알림 한도를 넘은 문의 ${digest.held.length}건`,
    `${start}~${end} (한국 시간)에 접수되어 한 건씩 알리지 않은 문의입니다.`,
    ...digestLine('상담 문의', of('inquiry_filed')),
    ...digestLine('제휴 문의', of('partnership_filed')),
  ].join('\n');
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
