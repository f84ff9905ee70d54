// Proving a mobile number (docs/product.md#proven-numbers): a 6-digit code by SMS through
// request_phone_code(), typed back through confirm_phone_code(). Only a proven number ever
// receives an automatic message; the database holds every limit and says why it refuses.
import { PHONE_PROOF_MESSAGES } from '../messages';
import { getSupabase } from './client';
import { userFacing } from './errors';

/** confirm_phone_code()'s hints for a code that can no longer be used: ask for a new one. */
const USED_UP_HINTS = new Set(['phone_code_expired', 'phone_code_spent']);

export type CodeRequest = 'sent' | 'proven';
export type CodeCheck =
  { kind: 'proven' } | { kind: 'wrong'; triesLeft: number } | { kind: 'used-up'; message: string };

/** Sends a code to `tel` (010-1234-5678); 'proven' when the member proved it before, and nothing is sent. */
export async function requestPhoneCode(tel: string): Promise<CodeRequest> {
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.rpc('request_phone_code', { tel });
  if (error) throw userFacing(PHONE_PROOF_MESSAGES.sendFailed, error, status);
  return data === 'proven' ? 'proven' : 'sent';
}

/** Checks the code typed for `tel`. A wrong code is an answer with the tries left, not a failure. */
export async function confirmPhoneCode(tel: string, code: string): Promise<CodeCheck> {
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.rpc('confirm_phone_code', { tel, code }).single();
  if (error && USED_UP_HINTS.has(error.hint ?? '')) return { kind: 'used-up', message: error.message };
  if (error) throw userFacing(PHONE_PROOF_MESSAGES.confirmFailed, error, status);
  return data.proven ? { kind: 'proven' } : { kind: 'wrong', triesLeft: data.tries_left };
}
