// 카카오톡으로 받기 (docs/product.md#download-on-a-phone): one 알림톡 with the download page's
// link to the member's proven number, through the outbox; the database holds the limits and says
// why it refuses. Guests are asked to sign in first; a member without a proven number proves one
// with a code sent by SMS (docs/product.md#proven-numbers), and the link follows at once.
import { currentAttribution } from '../../lib/attribution/visit';
import { KAKAO_LINK_FAILED, PHONE_PROOF_MESSAGES } from '../../lib/messages';
import { messageOf } from '../../lib/supabase/errors';
import { peekSession } from '../../lib/supabase/session-peek';
import { confirmSession } from '../../stores/session';

export type KakaoOutcome =
  { kind: 'sent' } | { kind: 'sign-in' } | { kind: 'no-phone'; message: string } | { kind: 'failed'; message: string };

/** Where proving a number stands after a press: a code is on its way, or one of the link's outcomes. */
export type ProofOutcome =
  | KakaoOutcome
  | { kind: 'code-sent' }
  | { kind: 'wrong-code'; triesLeft: number }
  | { kind: 'code-used-up'; message: string };

const loadHandoffs = () => import('../../lib/supabase/handoffs');
const loadProof = () => import('../../lib/supabase/phone-proof');

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

/** Asks for a code to the number typed (already checked by the form's rule); a number proven before sends the link. */
export async function requestCode(tel: string): Promise<ProofOutcome> {
  if (!peekSession()) return { kind: 'sign-in' };
  try {
    const { requestPhoneCode } = await loadProof();
    if ((await requestPhoneCode(tel)) === 'sent') return { kind: 'code-sent' };
  } catch (error) {
    return { kind: 'failed', message: messageOf(error, PHONE_PROOF_MESSAGES.sendFailed) };
  }
  return sendLinkByKakao();
}

/** Checks the code typed back; once the number is proven, sends the link. */
export async function confirmCodeAndSend(tel: string, code: string): Promise<ProofOutcome> {
  if (!peekSession()) return { kind: 'sign-in' };
  try {
    const { confirmPhoneCode } = await loadProof();
    const check = await confirmPhoneCode(tel, code);
    if (check.kind === 'wrong') return { kind: 'wrong-code', triesLeft: check.triesLeft };
    if (check.kind === 'used-up') return { kind: 'code-used-up', message: check.message };
  } catch (error) {
    return { kind: 'failed', message: messageOf(error, PHONE_PROOF_MESSAGES.confirmFailed) };
  }
  return sendLinkByKakao();
}
