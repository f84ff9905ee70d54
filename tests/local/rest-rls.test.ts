// Row-level security through the real PostgREST and supabase-js, with tokens from the local
// auth: what a member, another member and a guest may read and write.
import { createClient } from '@supabase/supabase-js';
import { describe, expect, inject, it } from 'vitest';

import type { Database } from '../../src/lib/supabase/database.types.ts';
import { localClient, signInWithProvider } from '../support/local-auth.ts';
import { stringMatching } from '../support/matchers.ts';

const url = inject('supabaseUrl');
const anonKey = inject('supabaseAnonKey');
const serviceKey = inject('supabaseServiceRoleKey');

const SEOYEON_INQUIRY = '32222222-2222-4222-8222-222222222221'; // seed.sql: 이서연's inquiry

/** A visitor who has not signed in. (Guest limits per address: guest-limits.test.ts.) */
const guest = () => localClient(url, anonKey);

const partnership = (n: number) => ({
  name: '박지훈',
  tel: '02-3456-7890',
  company: '꽃집',
  content: `가맹점 도입 문의 ${n}`,
  privacy_consent: true,
});

describe('RLS through REST', () => {
  it('a member reads their own inquiries and cannot read another member’s', async () => {
    const minjun = localClient(url, anonKey);
    await signInWithProvider(minjun, 'kakao', { account: '4012345678' });
    const own = await minjun.from('inquiries').select('id, user_id');
    expect(own.error).toBeNull();
    expect(own.data?.length).toBeGreaterThanOrEqual(2);
    expect(new Set(own.data?.map((row) => row.user_id))).toEqual(new Set(['11111111-1111-4111-8111-111111111111']));
    const other = await minjun.from('inquiries').select('id').eq('id', SEOYEON_INQUIRY);
    expect(other.error).toBeNull();
    expect(other.data).toEqual([]);
  });

  it('a member files an inquiry for themself; the receipt number and e-mail come from the database', async () => {
    const seoyeon = localClient(url, anonKey);
    await signInWithProvider(seoyeon, 'google', { account: '104938271650384712345' });
    const { error } = await seoyeon.from('inquiries').insert({
      name: '이서연',
      tel: '010-9876-5432',
      sector: '카페',
      content: '키오스크 연동 문의',
      privacy_consent: true,
    });
    expect(error).toBeNull();
    const mine = await seoyeon
      .from('inquiries')
      .select('content, email, receipt_no')
      .eq('content', '키오스크 연동 문의')
      .single();
    expect(mine.data).toMatchObject({
      email: 'seoyeon.lee@example.com',
      receipt_no: stringMatching(/^\d{6}-\d{4}$/),
    });
  });

  it('a bad phone number is refused by the CHECK constraint (23514)', async () => {
    const seoyeon = localClient(url, anonKey);
    await signInWithProvider(seoyeon, 'google', { account: '104938271650384712345' });
    const { error } = await seoyeon
      .from('inquiries')
      .insert({ name: '이서연', tel: '02-123-4567', sector: '카페', content: '내용', privacy_consent: true });
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain('inquiries_tel_format');
  });

  it('a guest cannot read inquiries or partnership inquiries', async () => {
    const visitor = guest();
    const inquiries = await visitor.from('inquiries').select('id');
    expect(inquiries.error?.code).toBe('42501');
    const business = await visitor.from('business_inquiries').select('id');
    expect(business.error?.code).toBe('42501');
  });

  it('a guest’s partnership inquiry lands without an owner; staff see it', async () => {
    const { error, status } = await guest().from('business_inquiries').insert(partnership(0));
    expect(error).toBeNull();
    expect(status).toBe(201);
    const staff = createClient<Database>(url, serviceKey, { auth: { persistSession: false } });
    const landed = await staff
      .from('business_inquiries')
      .select('user_id, content')
      .eq('content', '가맹점 도입 문의 0');
    expect(landed.data).toEqual([{ user_id: null, content: '가맹점 도입 문의 0' }]);
  });

  it('a member logs a download with their profile through log_download()', async () => {
    const minjun = localClient(url, anonKey);
    await signInWithProvider(minjun, 'kakao', { account: '4012345678' });
    expect((await minjun.rpc('log_download')).error).toBeNull();
    const staff = createClient<Database>(url, serviceKey, { auth: { persistSession: false } });
    const logs = await staff
      .from('download_logs')
      .select('name, social')
      .eq('user_id', '11111111-1111-4111-8111-111111111111');
    expect(logs.data?.length).toBeGreaterThanOrEqual(2);
  });

  it('nobody but the service role may look up a Naver member', async () => {
    const asGuest = await guest().rpc('naver_user_id', { naver_id: 'x' });
    expect(asGuest.error?.code).toBe('42501');
    const staff = await createClient<Database>(url, serviceKey, { auth: { persistSession: false } }).rpc(
      'naver_user_id',
      { naver_id: 'x' },
    );
    expect(staff.error).toBeNull();
    expect(staff.data).toBeNull();
  });
});
