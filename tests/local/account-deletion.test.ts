// 회원 탈퇴 against the local stack, as supabase-js sees it: rpc('delete_my_account') ends every
// session (the access token then fails with user_not_found, the refresh token with
// refresh_token_not_found, as on a hosted project), the same Kakao account signing in again is a
// new, empty member, and staff still find the detached inquiry with its contact masked. Staff
// deleting a user through the admin API detach the member's inquiries the same way.
import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { describe, expect, inject, it } from 'vitest';

import type { Database } from '../../src/lib/supabase/database.types.ts';
import { localClient, signInWithNaver, signInWithProvider } from '../support/local-auth.ts';

const url = inject('supabaseUrl');
const anonKey = inject('supabaseAnonKey');
const serviceKey = inject('supabaseServiceRoleKey');
const staff = createClient<Database>(url, serviceKey, { auth: { persistSession: false } });

const typedAccount = () => ({
  name: '탈퇴시험',
  email: `leave-${randomUUID().slice(0, 8)}@example.com`,
  phone: '01034567890',
});

async function memberWithInquiry() {
  const client = localClient(url, anonKey);
  const session = await signInWithProvider(client, 'kakao', typedAccount());
  const { data, error } = await client
    .from('inquiries')
    .insert({ name: '탈퇴시험', tel: '010-3456-7890', sector: '카페', content: '탈퇴 전 문의', privacy_consent: true })
    .select('id')
    .single();
  if (error) throw error;
  const kakaoId = session.user.identities?.[0]?.id ?? '';
  return { client, session, inquiryId: data.id, kakaoId };
}

describe('a member deleting their account', () => {
  it('ends every session: the access token finds no user, the refresh token no session', async () => {
    const { client, session } = await memberWithInquiry();
    expect((await client.rpc('delete_my_account')).error).toBeNull();
    const user = await client.auth.getUser(session.access_token);
    expect(user.error).toMatchObject({ status: 403, code: 'user_not_found' });
    const refreshed = await localClient(url, anonKey).auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refreshed.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    expect((await client.auth.signOut()).error).toBeNull();
  });

  it('leaves the same Kakao account to sign in as a new, empty member', async () => {
    const { client, session, kakaoId } = await memberWithInquiry();
    expect(kakaoId).toMatch(/^\d+$/);
    await client.rpc('delete_my_account');
    const again = localClient(url, anonKey);
    const next = await signInWithProvider(again, 'kakao', { account: kakaoId });
    expect(next.user.id).not.toBe(session.user.id);
    expect(next.user.identities?.[0]).toMatchObject({ provider: 'kakao', id: kakaoId });
    expect((await again.from('inquiries').select('id')).data).toEqual([]);
    const profile = await again.from('profiles').select('name, tel, marketing_consent').single();
    expect(profile.data).toEqual({ name: '탈퇴시험', tel: '010-3456-7890', marketing_consent: false });
  });

  it('leaves the same Naver account to sign in as a new member too (through naver-auth)', async () => {
    const client = localClient(url, anonKey);
    const first = await signInWithNaver(client, url, typedAccount());
    const naverId = String(first.session?.user.app_metadata.naver_id ?? '');
    expect(naverId).not.toBe('');
    expect((await client.rpc('delete_my_account')).error).toBeNull();
    const again = await signInWithNaver(localClient(url, anonKey), url, { account: naverId });
    expect(again.result?.created).toBe(true);
    expect(again.session?.user.id).not.toBe(first.session?.user.id);
  });

  it('leaves staff the inquiry, detached, with name, phone and e-mail masked', async () => {
    const { client, inquiryId, session } = await memberWithInquiry();
    await client.rpc('delete_my_account');
    const { data } = await staff
      .from('inquiries')
      .select('user_id, name, tel, email, detached_at')
      .eq('id', inquiryId)
      .single();
    const local = (session.user.email ?? '').split('@')[0] ?? '';
    expect(data).toMatchObject({
      user_id: null,
      name: '탈***',
      tel: '010-****-7890',
      email: `${local.slice(0, 2)}***@example.com`,
    });
    expect(data?.detached_at).toBeTruthy();
  });
});

describe('staff deleting a user with the admin API', () => {
  it('removes the user and profile, and detaches their inquiry the same way', async () => {
    const { session, inquiryId } = await memberWithInquiry();
    const { error } = await staff.auth.admin.deleteUser(session.user.id);
    expect(error).toBeNull();
    expect((await staff.auth.admin.getUserById(session.user.id)).error).toMatchObject({ status: 404 });
    expect((await staff.from('profiles').select('id').eq('id', session.user.id)).data).toEqual([]);
    const { data } = await staff.from('inquiries').select('user_id, tel').eq('id', inquiryId).single();
    expect(data).toEqual({ user_id: null, tel: '010-****-7890' });
  });
});
