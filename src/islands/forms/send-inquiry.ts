// The consultation form's one submit path (/user/write, members only): its rules, the session,
// the insert. The data module, and supabase-js with it, loads on the first send.
import { currentAttribution } from '../../lib/attribution/visit';
import { isValid } from '../../lib/forms/errors';
import { EMPTY_INQUIRY, type InquiryForm, toInquiryInsert, validateInquiry } from '../../lib/forms/inquiry';
import { INQUIRY_SEND_FAILED } from '../../lib/messages';
import { withLoading } from '../../stores/loading';
import { confirmSession } from '../../stores/session';
import { failureOutcome, oneAtATime, type SendOutcome } from './send-outcome';

async function send(values: InquiryForm): Promise<SendOutcome<InquiryForm>> {
  const errors = validateInquiry(values);
  if (!isValid(errors)) return { kind: 'invalid', errors };
  // Offline the check cannot finish; the insert then fails with the connection message.
  const member = await confirmSession().catch(() => true);
  if (!member) return { kind: 'sign-in' };
  try {
    // With where the visit came from (docs/product.md#where-visitors-come-from).
    const row = { ...toInquiryInsert(values), ...currentAttribution() };
    await withLoading(async () => (await import('../../lib/supabase/inquiries')).submitInquiry(row));
    return { kind: 'sent' };
  } catch (error) {
    return failureOutcome(error, INQUIRY_SEND_FAILED, EMPTY_INQUIRY);
  }
}

/** Validates, checks the member's session and files the inquiry; never throws. */
export const sendInquiry = oneAtATime(send);
