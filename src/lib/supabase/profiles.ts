// profiles: the signed-in member's own row (RLS: a member reads and changes only their own
// profile; the column grant lets them change name, tel and marketing_consent, nothing else).
import type { Attribution } from '../forms/attribution';
import type { ProfileUpdate } from '../forms/profile';
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

/** 내 정보: the member corrects their name and phone; answers the row as stored. */
export async function updateMyProfile(uid: string, update: ProfileUpdate): Promise<Pick<Profile, 'name' | 'tel'>> {
  const supabase = await getSupabase();
  const { data, error, status } = await supabase
    .from('profiles')
    .update(update)
    .eq('id', uid)
    .select('name, tel')
    .single();
  if (error) throw userFacing('회원 정보를 저장하지 못했습니다.', error, status);
  return data;
}

/** Grants or withdraws the marketing consent in one call; the database stamps when (docs/product.md#member-rights). */
export async function setMarketingConsent(
  uid: string,
  consent: boolean,
): Promise<{ marketing_consent: boolean; marketing_consent_at: string | null }> {
  const supabase = await getSupabase();
  const { data, error, status } = await supabase
    .from('profiles')
    .update({ marketing_consent: consent })
    .eq('id', uid)
    .select('marketing_consent, marketing_consent_at')
    .single();
  if (error) throw userFacing('마케팅 정보 수신 동의를 바꾸지 못했습니다.', error, status);
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
