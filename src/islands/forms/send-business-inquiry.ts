// The partnership form's one submit path (/counsel/business, guests and members alike): its
// rules, then the insert. The data module, and supabase-js with it, loads on the first send.
import { currentAttribution } from '../../lib/attribution/visit';
import {
  type BusinessInquiryForm,
  EMPTY_BUSINESS_INQUIRY,
  toBusinessInquiryInsert,
  validateBusinessInquiry,
} from '../../lib/forms/business-inquiry';
import { isValid } from '../../lib/forms/errors';
import { BUSINESS_SEND_FAILED } from '../../lib/messages';
import { withLoading } from '../../stores/loading';
import { failureOutcome, oneAtATime, type SendOutcome } from './send-outcome';

async function send(values: BusinessInquiryForm): Promise<SendOutcome<BusinessInquiryForm>> {
  const errors = validateBusinessInquiry(values);
  if (!isValid(errors)) return { kind: 'invalid', errors };
  try {
    // With where the visit came from (docs/product.md#where-visitors-come-from).
    const row = { ...toBusinessInquiryInsert(values), ...currentAttribution() };
    await withLoading(async () => (await import('../../lib/supabase/business-inquiries')).submitBusinessInquiry(row));
    return { kind: 'sent' };
  } catch (error) {
    return failureOutcome(error, BUSINESS_SEND_FAILED, EMPTY_BUSINESS_INQUIRY);
  }
}

/** Validates and files the partnership inquiry (a member's under their account); never throws. */
export const sendBusinessInquiry = oneAtATime(send);
