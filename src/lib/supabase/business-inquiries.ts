// business_inquiries: the partnership form, open to guests and members. The API roles may
// insert but never read this table, so the insert asks for no row back (no `.select()`):
// PostgREST then answers 201 with an empty body instead of a permission error.
import type { Attribution } from '../forms/attribution';
import type { BusinessInquiryInsert } from '../forms/business-inquiry';
import { BUSINESS_SEND_FAILED } from '../messages';
import { getSupabase } from './client';
import { userFacing } from './errors';

export async function submitBusinessInquiry(row: BusinessInquiryInsert & Attribution): Promise<void> {
  const supabase = await getSupabase();
  const { error, status } = await supabase.from('business_inquiries').insert(row);
  if (error) throw userFacing(BUSINESS_SEND_FAILED, error, status);
}
