// inquiries: a member's consultation inquiries. RLS returns only the caller's own rows; the
// explicit user_id filter also lets Postgres use the (user_id, created_at) index.
import type { Attribution } from '../forms/attribution';
import type { InquiryInsert } from '../forms/inquiry';
import { INQUIRY_SEND_FAILED } from '../messages';
import { getSupabase } from './client';
import type { Tables } from './database.types';
import { userFacing } from './errors';

/**
 * What the inquiry list shows: no contact details, nothing staff-internal. Written twice, as the
 * type and as the select string supabase-js reads; inquiries.test-d.ts holds the two to each other.
 */
export type InquirySummary = Pick<
  Tables<'inquiries'>,
  'id' | 'receipt_no' | 'sector' | 'content' | 'status' | 'answer' | 'answered_at' | 'created_at'
>;

export const SUMMARY_COLUMNS = 'id, receipt_no, sector, content, status, answer, answered_at, created_at';

/** The member's inquiries, newest first. */
export async function listMyInquiries(uid: string): Promise<InquirySummary[]> {
  const supabase = await getSupabase();
  const { data, error, status } = await supabase
    .from('inquiries')
    .select(SUMMARY_COLUMNS)
    .eq('user_id', uid)
    .order('created_at', { ascending: false });
  if (error) throw userFacing('문의 내역을 불러오지 못했습니다.', error, status);
  return data;
}

/** How many inquiries the member has (a HEAD request: no rows travel). */
export async function countMyInquiries(uid: string): Promise<number> {
  const supabase = await getSupabase();
  const { count, error, status } = await supabase
    .from('inquiries')
    .select('id', { count: 'exact', head: true })
    .eq('user_id', uid);
  if (error) throw userFacing('문의 내역을 확인하지 못했습니다.', error, status);
  return count ?? 0;
}

/**
 * Files the inquiry. Exactly the form's columns go in; the id, receipt number, owner, e-mail
 * and date come from the database. Inserts are never retried, so one click is one row.
 */
export async function submitInquiry(row: InquiryInsert & Attribution): Promise<{ receipt_no: string }> {
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.from('inquiries').insert(row).select('receipt_no').single();
  if (error) throw userFacing(INQUIRY_SEND_FAILED, error, status);
  return data;
}
