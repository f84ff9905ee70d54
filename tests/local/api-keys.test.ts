// The new API keys through the local gateway, the way hosted Supabase treats them: supabase-js
// with the publishable key acts as a guest (and as a member once signed in), with the secret
// key as the service role; the secret key from a browser is refused; the legacy JWT keys keep
// working beside them until an operator turns them off.
import { createClient } from '@supabase/supabase-js';
import { describe, expect, inject, it } from 'vitest';

import type { Database } from '../../src/lib/supabase/database.types.ts';
import { localClient, signInWithNaver, signInWithProvider } from '../support/local-auth.ts';

const url = inject('supabaseUrl');
const publishableKey = inject('supabasePublishableKey');
const secretKey = inject('supabaseSecretKey');
const anonKey = inject('supabaseAnonKey');
const serviceRoleKey = inject('supabaseServiceRoleKey');

const server = (key: string) => createClient<Database>(url, key, { auth: { persistSession: false } });
const MINJUN = '11111111-1111-4111-8111-111111111111';

describe('the publishable key', () => {
  it('has the form the CLI prints, and the secret key too', () => {
    expect(publishableKey).toMatch(/^sb_publishable_[\w-]+$/);
    expect(secretKey).toMatch(/^sb_secret_[\w-]+$/);
  });

  it.each([
    ['publishable', publishableKey],
    ['legacy anon', anonKey],
  ])('the %s key acts as a guest: no member’s inquiry, no user list', async (_name, key) => {
    const guest = server(key);
    const inquiries = await guest.from('inquiries').select('id');
    expect(inquiries.error?.code).toBe('42501');
    const users = await guest.auth.admin.listUsers();
    expect(users.error?.status).toBe(403);
  });

  it('signs a member in with PKCE; the member then reads their own inquiries', async () => {
    const minjun = localClient(url, publishableKey);
    await signInWithProvider(minjun, 'kakao', { account: '4012345678' });
    const own = await minjun.from('inquiries').select('user_id');
    expect(own.error).toBeNull();
    expect(own.data?.length).toBeGreaterThanOrEqual(2);
    expect(new Set(own.data?.map((row) => row.user_id))).toEqual(new Set([MINJUN]));
  });

  it('reaches the Naver sign-in function, which finishes with a session', async () => {
    const outcome = await signInWithNaver(localClient(url, publishableKey), url, {
      name: '새키회원',
      email: `new-keys-${Date.now()}@example.com`,
    });
    expect(outcome.session?.user.app_metadata.provider).toBe('naver');
  });
});

describe('the secret key', () => {
  it.each([
    ['secret', secretKey],
    ['legacy service role', serviceRoleKey],
  ])('the %s key acts as the service role: every inquiry, the user list, the installer', async (_name, key) => {
    const staff = server(key);
    const inquiries = await staff.from('inquiries').select('user_id');
    expect(inquiries.error).toBeNull();
    expect(new Set(inquiries.data?.map((row) => row.user_id)).size).toBeGreaterThanOrEqual(2);
    const users = await staff.auth.admin.listUsers();
    expect(users.error).toBeNull();
    expect(users.data.users.map((user) => user.id)).toContain(MINJUN);
    const installer = await staff.storage.from('installers').download('skpossetup.exe');
    expect(installer.error).toBeNull();
  });

  it.each([
    ['with the site’s Origin', { origin: 'http://localhost:4321' }],
    ['with only a browser’s User-Agent', { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/141.0' }],
    ['with only Sec-Fetch-Site', { 'sec-fetch-site': 'same-site' }],
  ])('is refused from a browser %s: 401, whatever the route', async (_case, browser) => {
    for (const path of ['/rest/v1/inquiries?select=id', '/auth/v1/admin/users', '/storage/v1/bucket']) {
      const answer = await fetch(`${url}${path}`, { headers: { ...browser, apikey: secretKey } });
      expect(answer.status, path).toBe(401);
      expect(await answer.json()).toMatchObject({ message: 'Forbidden use of secret API key in browser' });
    }
    const publishable = await fetch(`${url}/auth/v1/settings`, { headers: { ...browser, apikey: publishableKey } });
    expect(publishable.status).toBe(200);
  });

  it('cannot ride in Authorization beside the publishable key', async () => {
    const answer = await fetch(`${url}/rest/v1/inquiries?select=id`, {
      headers: { apikey: publishableKey, authorization: `Bearer ${secretKey}` },
    });
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({ message: 'Invalid authorization header' });
  });
});

describe('keys the project never issued', () => {
  it.each([
    ['a publishable key of another project', 'sb_publishable_notThisProjectsKey_0000000'],
    ['a secret key of another project', 'sb_secret_notThisProjectsKey_000000000'],
  ])('%s is refused before any service sees it', async (_case, key) => {
    const answer = await fetch(`${url}/rest/v1/inquiries?select=id`, { headers: { apikey: key } });
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({ message: 'Invalid API key' });
  });
});
