// profiles: the signed-in member's own row (RLS: a member reads only their own profile).
import { getSupabase } from './client';
import type { Tables } from './database.types';
import { userFacing } from './errors';

type Profile = Pick<Tables<'profiles'>, 'id' | 'name' | 'email' | 'tel' | 'social'>;

const PROFILE_COLUMNS = 'id, name, email, tel, social';

/** The member's profile, or null when the account has none (e.g. made in the dashboard). */
export async function loadProfile(uid: string): Promise<Profile | null> {
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.from('profiles').select(PROFILE_COLUMNS).eq('id', uid).maybeSingle();
  if (error) throw userFacing('회원 정보를 불러오지 못했습니다.', error, status);
  return data;
}
