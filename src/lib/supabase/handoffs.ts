// download_handoffs: PC로 보내기 and 카카오톡으로 받기 (docs/product.md#download-on-a-phone),
// written only through log_handoff() and request_download_link(), which fill in who it was and
// hold the limits (docs/product.md#automatic-messages).
import type { Attribution } from '../forms/attribution';
import { KAKAO_LINK_FAILED } from '../messages';
import { getSupabase } from './client';
import { userFacing } from './errors';

/** request_download_link()'s hint when the member has no proven number. */
const NO_PHONE_HINT = 'download_link_no_phone';

export type LinkRequest = { kind: 'sent' } | { kind: 'no-phone'; message: string };

/** Records a PC로 보내기 (statistics: the caller decides what a failure means to the visitor). */
export async function logHandoff(channel: 'share' | 'copy', attribution: Attribution): Promise<void> {
  const supabase = await getSupabase();
  const { error, status } = await supabase.rpc('log_handoff', { channel, attribution: { ...attribution } });
  if (error) throw userFacing('보낸 기록을 남기지 못했습니다.', error, status);
}

/**
 * Queues one 알림톡 with the download page's link to the member's proven number. A member
 * without one gets an answer, not a failure: the dialog then asks them to prove one.
 */
export async function requestDownloadLink(attribution: Attribution): Promise<LinkRequest> {
  const supabase = await getSupabase();
  const { error, status } = await supabase.rpc('request_download_link', { attribution: { ...attribution } });
  if (!error) return { kind: 'sent' };
  if (error.hint === NO_PHONE_HINT) return { kind: 'no-phone', message: error.message };
  throw userFacing(KAKAO_LINK_FAILED, error, status);
}
