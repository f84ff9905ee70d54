// Kakao and Google sign-in through the local auth service, driven like a browser: supabase-js
// starts a PKCE flow, the local sign-in page is submitted over HTTP, and the code is exchanged.
import { describe, expect, inject, it } from 'vitest';

import { localClient, signInWithProvider, SITE_LOGIN, submitSignInPage } from '../support/local-auth.ts';
import { anyNumber } from '../support/matchers.ts';

const url = inject('supabaseUrl');
const anonKey = inject('supabaseAnonKey');
const serviceKey = inject('supabaseServiceRoleKey');

const KAKAO_MINJUN = '4012345678'; // seed.sql: 김민준's Kakao id
const GOOGLE_SEOYEON = '104938271650384712345'; // seed.sql: 이서연's Google id

describe('social sign-in with PKCE', () => {
  it.each([
    ['kakao', KAKAO_MINJUN, '11111111-1111-4111-8111-111111111111', 'minjun.kim@example.com'],
    ['google', GOOGLE_SEOYEON, '22222222-2222-4222-8222-222222222222', 'seoyeon.lee@example.com'],
  ] as const)(
    '%s: picking a seed member on the local page signs in as that member',
    async (provider, account, id, email) => {
      const client = localClient(url, anonKey);
      const session = await signInWithProvider(client, provider, { account });
      expect(session.user).toMatchObject({ id, email, app_metadata: { provider } });
      const { data, error } = await client.auth.getUser();
      expect(error).toBeNull();
      expect(data.user?.id).toBe(id);
    },
  );

  it('the access token carries the claims Supabase Auth issues', async () => {
    const session = await signInWithProvider(localClient(url, anonKey), 'kakao', { account: KAKAO_MINJUN });
    const claims = JSON.parse(Buffer.from(session.access_token.split('.')[1] ?? '', 'base64url').toString()) as Record<
      string,
      unknown
    >;
    expect(claims).toMatchObject({
      sub: '11111111-1111-4111-8111-111111111111',
      role: 'authenticated',
      aud: 'authenticated',
      email: 'minjun.kim@example.com',
      app_metadata: { provider: 'kakao', providers: ['kakao'] },
      user_metadata: { name: '김민준' },
      aal: 'aal1',
      iss: `${url}/auth/v1`,
      is_anonymous: false,
    });
    expect(claims.amr).toEqual([{ method: 'oauth', timestamp: anyNumber() }]);
    expect(typeof claims.session_id).toBe('string');
    expect(Number(claims.exp) - Number(claims.iat)).toBe(3600);
  });

  it('a new identity typed on the page becomes a user, and the trigger makes its profile', async () => {
    const client = localClient(url, anonKey);
    const session = await signInWithProvider(client, 'kakao', {
      name: '최하늘',
      email: 'haneul.choi@example.com',
      phone: '01077778888',
    });
    expect(session.user.user_metadata).toMatchObject({ name: '최하늘', phone_number: '+82 10-7777-8888' });
    const { data, error } = await client.from('profiles').select('name, email, tel, social').single();
    expect(error).toBeNull();
    expect(data).toEqual({ name: '최하늘', email: 'haneul.choi@example.com', tel: '010-7777-8888', social: 'kakao' });
  });

  it('a Google identity with the e-mail of an existing member is linked to that member, as Supabase does', async () => {
    const kakao = await signInWithProvider(localClient(url, anonKey), 'kakao', {
      name: '정여름',
      email: 'yeoreum.jung@example.com',
    });
    const google = await signInWithProvider(localClient(url, anonKey), 'google', {
      name: '정여름',
      email: 'Yeoreum.Jung@example.com',
    });
    expect(google.user.id).toBe(kakao.user.id);
    expect(google.user.app_metadata.providers).toEqual(['google', 'kakao']);
    expect(google.user.identities?.map((identity) => identity.provider).sort()).toEqual(['google', 'kakao']);
  });

  it('refresh rotates the refresh token; the old one is refused once the reuse interval has passed', async () => {
    const client = localClient(url, anonKey);
    const first = await signInWithProvider(client, 'google', { account: GOOGLE_SEOYEON });
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(first.refresh_token);
    expect(refreshed.data.user?.id).toBe('22222222-2222-4222-8222-222222222222');

    // Within the reuse interval (two tabs refreshing at once) the old token yields the current child.
    const again = await fetch(`${url}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { apikey: anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: first.refresh_token }),
    });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { refresh_token: string }).refresh_token).toBe(
      refreshed.data.session?.refresh_token,
    );
  });

  it('sign-out revokes the refresh token and the session', async () => {
    const client = localClient(url, anonKey);
    const session = await signInWithProvider(client, 'kakao', { account: KAKAO_MINJUN });
    expect((await client.auth.signOut()).error).toBeNull();
    const other = localClient(url, anonKey);
    const reuse = await other.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(reuse.error?.code).toBe('refresh_token_not_found');
    const user = await other.auth.getUser(session.access_token);
    expect(user.error?.name).toBe('AuthSessionMissingError');
  });

  it('a code verifier that does not match the challenge is refused', async () => {
    const starter = localClient(url, anonKey);
    const { data } = await starter.auth.signInWithOAuth({
      provider: 'kakao',
      options: { redirectTo: SITE_LOGIN, skipBrowserRedirect: true },
    });
    const page = (await fetch(data.url ?? '', { redirect: 'manual' })).headers.get('location') ?? '';
    const code = (await submitSignInPage(page, { account: KAKAO_MINJUN })).searchParams.get('code');
    const answer = await fetch(`${url}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { apikey: anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ auth_code: code, code_verifier: 'not-the-verifier-that-made-the-challenge-at-all' }),
    });
    expect(answer.status).toBe(403);
    expect(await answer.json()).toMatchObject({ error_code: 'bad_code_verifier' });
  });

  it('cancelling on the page returns to the site with access_denied', async () => {
    const client = localClient(url, anonKey);
    const { data } = await client.auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: SITE_LOGIN, skipBrowserRedirect: true },
    });
    const page = (await fetch(data.url ?? '', { redirect: 'manual' })).headers.get('location') ?? '';
    const back = await submitSignInPage(page, 'cancel');
    expect(`${back.origin}${back.pathname}`).toBe(SITE_LOGIN);
    expect(back.searchParams.get('error')).toBe('access_denied');
  });

  it.each([
    [
      'naver, which is not a Supabase provider',
      'provider=naver&redirect_to=http://localhost:4321/login&code_challenge=x&code_challenge_method=s256',
      400,
    ],
    [
      'a redirect_to outside the allow-list',
      'provider=kakao&redirect_to=https://evil.example/steal&code_challenge=x&code_challenge_method=s256',
      400,
    ],
    ['the implicit flow (no code challenge)', 'provider=kakao&redirect_to=http://localhost:4321/login', 400],
  ])('authorize refuses %s', async (_case, query, status) => {
    const answer = await fetch(`${url}/auth/v1/authorize?${query}`, { redirect: 'manual' });
    expect(answer.status).toBe(status);
  });

  it('the sign-in page says it is a local test page, in Korean', async () => {
    const client = localClient(url, anonKey);
    const { data } = await client.auth.signInWithOAuth({
      provider: 'kakao',
      options: { redirectTo: SITE_LOGIN, skipBrowserRedirect: true },
    });
    const page = (await fetch(data.url ?? '', { redirect: 'manual' })).headers.get('location') ?? '';
    const html = await (await fetch(page)).text();
    expect(html).toContain('<html lang="ko">');
    expect(html).toContain('로컬 테스트용 로그인 페이지입니다.');
    expect(html).toContain('김민준');
  });
});

describe('admin API (service role only)', () => {
  it('refuses the anon key', async () => {
    const answer = await fetch(`${url}/auth/v1/admin/users`, {
      headers: { apikey: anonKey, authorization: `Bearer ${anonKey}` },
    });
    expect(answer.status).toBe(403);
    expect(await answer.json()).toMatchObject({ error_code: 'not_admin' });
  });

  it('creates, reads and lists users through supabase-js', async () => {
    const admin = localClient(url, serviceKey);
    const created = await admin.auth.admin.createUser({
      email: 'admin.made@example.com',
      email_confirm: true,
      app_metadata: { provider: 'naver', providers: ['naver'] },
      user_metadata: { name: '관리자생성' },
    });
    expect(created.error).toBeNull();
    expect(created.data.user?.app_metadata).toEqual({ provider: 'naver', providers: ['naver'] });
    const read = await admin.auth.admin.getUserById(created.data.user?.id ?? '');
    expect(read.data.user?.email).toBe('admin.made@example.com');
    const listed = await admin.auth.admin.listUsers({ page: 1, perPage: 100 });
    expect(listed.data.users.map((u) => u.email)).toContain('admin.made@example.com');
    const duplicate = await admin.auth.admin.createUser({ email: 'ADMIN.made@example.com' });
    expect(duplicate.error?.code).toBe('email_exists');
  });
});
