// profiles: the signed-in member's own row (RLS: a member reads only their own profile).
import type { Attribution } from '../forms/attribution';
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

/**
 * The sign-up's attribution (docs/product.md#where-visitors-come-from): stored on the member's
 * profile only if it was made within the hour and has none yet, so calling it after every
 * sign-in records exactly the sign-ups. Whether it stored anything.
 */
export async function recordSignupAttribution(attribution: Attribution): Promise<boolean> {
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.rpc('record_signup_attribution', { attribution: { ...attribution } });
  if (error) throw userFacing('가입 경로를 기록하지 못했습니다.', error, status);
  return data;
}
