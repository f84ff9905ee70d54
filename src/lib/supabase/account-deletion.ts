// 회원 탈퇴 (docs/product.md#member-rights): rpc('delete_my_account') deletes the member's auth user,
// and with it every session on every device; this browser then forgets its own copy of the
// session, which the server no longer knows (stores/session.ts then signs the header out).
import { getSupabase } from './client';
import { userFacing } from './errors';

export async function deleteMyAccount(): Promise<void> {
  const supabase = await getSupabase();
  const { error, status } = await supabase.rpc('delete_my_account');
  if (error) throw userFacing('회원 탈퇴를 처리하지 못했습니다.', error, status);
  // Local only: the session is already gone on the server, so there is nothing to revoke there.
  const { error: signOutError } = await supabase.auth.signOut({ scope: 'local' });
  if (signOutError) console.warn('[account] the account is deleted; forgetting the local session failed', signOutError);
}
