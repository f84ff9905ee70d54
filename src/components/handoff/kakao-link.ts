// 카카오톡으로 받기 (docs/product.md#download-on-a-phone): one 알림톡 with the download page's
// link to the member's own number, through the outbox; the database holds the daily limit and
// says why it refuses. Guests are asked to sign in first; a member without a phone number gives
// one, which is saved on their profile.
import { currentAttribution } from '../../lib/attribution/visit';
import { KAKAO_LINK_FAILED, PHONE_SAVE_FAILED } from '../../lib/messages';
import { messageOf } from '../../lib/supabase/errors';
import { peekSession } from '../../lib/supabase/session-peek';
import { confirmSession } from '../../stores/session';

export type KakaoOutcome =
  { kind: 'sent' } | { kind: 'sign-in' } | { kind: 'no-phone'; message: string } | { kind: 'failed'; message: string };

const loadHandoffs = () => import('../../lib/supabase/handoffs');

/** One press: one request, one event at most. */
export async function sendLinkByKakao(): Promise<KakaoOutcome> {
  if (!peekSession()) return { kind: 'sign-in' };
  try {
    if (!(await confirmSession())) return { kind: 'sign-in' };
    const { requestDownloadLink } = await loadHandoffs();
    return await requestDownloadLink(currentAttribution());
  } catch (error) {
    return { kind: 'failed', message: messageOf(error, KAKAO_LINK_FAILED) };
  }
}

/** Saves the number the member typed (already checked by the form's rule), then sends. */
export async function savePhoneAndSend(tel: string): Promise<KakaoOutcome> {
  const uid = peekSession()?.uid;
  if (!uid) return { kind: 'sign-in' };
  try {
    const { saveMyPhone } = await loadHandoffs();
    await saveMyPhone(uid, tel);
  } catch (error) {
    return { kind: 'failed', message: messageOf(error, PHONE_SAVE_FAILED) };
  }
  return sendLinkByKakao();
}
