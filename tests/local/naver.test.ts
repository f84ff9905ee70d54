// Naver sign-in: the browser's state, the local Naver stand-in, and the naver-auth function
// (run by the stack's functions runner) that links the member by Naver id and returns a real
// Supabase session.
import { describe, expect, inject, it } from 'vitest';

import { handle } from '../../supabase/functions/naver-auth/handler.ts';
import { localClient, naverCallback, signInWithNaver } from '../support/local-auth.ts';
import { anyString, stringMatching } from '../support/matchers.ts';

const url = inject('supabaseUrl');
const anonKey = inject('supabaseAnonKey');
const serviceKey = inject('supabaseServiceRoleKey');

async function invokeRaw(body: unknown, method = 'POST') {
  const answer = await fetch(`${url}/functions/v1/naver-auth`, {
    method,
    headers: {
      apikey: anonKey,
      authorization: `Bearer ${anonKey}`,
      'content-type': 'application/json',
      origin: 'http://localhost:4321',
    },
    ...(method === 'POST' ? { body: JSON.stringify(body) } : {}),
  });
  return { status: answer.status, headers: answer.headers, body: (await answer.json()) as Record<string, unknown> };
}

describe('Naver sign-in through the naver-auth function', () => {
  it('a new Naver account becomes a member with app_metadata.naver_id and a Naver profile', async () => {
    const client = localClient(url, anonKey);
    const { error, session, result } = await signInWithNaver(client, url, {
      name: '윤가을',
      email: 'gaeul.yoon@example.com',
      phone: '010-4444-5555',
    });
    expect(error).toBeNull();
    expect(result?.created).toBe(true);
    expect(session?.user.app_metadata).toMatchObject({
      provider: 'naver',
      providers: ['naver'],
      naver_id: anyString(),
    });
    expect((await client.auth.getUser()).data.user?.id).toBe(result?.user.id);
    const profile = await client.from('profiles').select('name, email, tel, social').single();
    expect(profile.data).toEqual({
      name: '윤가을',
      email: 'gaeul.yoon@example.com',
      tel: '010-4444-5555',
      social: 'naver',
    });
    // The session is a real one: it refreshes like any other.
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.user?.id).toBe(result?.user.id);
  });

  it('signing in again with the same Naver id gives the same member', async () => {
    const first = await signInWithNaver(localClient(url, anonKey), url, {
      name: '한겨울',
      email: 'gyeoul.han@example.com',
    });
    const naverId = String(first.session?.user.app_metadata.naver_id);
    const again = await signInWithNaver(localClient(url, anonKey), url, { account: naverId });
    expect(again.error).toBeNull();
    expect(again.result?.created).toBe(false);
    expect(again.result?.user.id).toBe(first.result?.user.id);
  });

  it('an e-mail that belongs to a member of another provider is refused with email_conflict', async () => {
    const { error, session } = await signInWithNaver(localClient(url, anonKey), url, {
      name: '김민준',
      email: 'minjun.kim@example.com',
    });
    expect(session).toBeNull();
    expect(error?.name).toBe('FunctionsHttpError');
    const context = (error as { context?: Response } | null)?.context;
    expect(context?.status).toBe(409);
    expect(await context?.json()).toEqual({ code: 'email_conflict', message: '다른 방법으로 가입된 이메일입니다.' });
    // Nothing was created or linked for that address.
    const admin = localClient(url, serviceKey);
    const users = (await admin.auth.admin.listUsers({ perPage: 1000 })).data.users.filter(
      (u) => u.email === 'minjun.kim@example.com',
    );
    expect(users.map((u) => u.app_metadata.provider)).toEqual(['kakao']);
  });

  it('a state that does not match the stored one is refused before Naver is asked', async () => {
    const { code, state } = await naverCallback(url, { name: '서봄', email: 'bom.seo@example.com' });
    const answer = await invokeRaw({ code, state, storedState: `${state}-other` });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('state_mismatch');
    // The code was not spent: the right state still signs in with it.
    const ok = await invokeRaw({ code, state, storedState: state });
    expect(ok.status).toBe(200);
  });

  it('a code used twice is refused by Naver (naver_code_rejected)', async () => {
    const { code, state } = await naverCallback(url, { name: '문하루', email: 'haru.moon@example.com' });
    expect((await invokeRaw({ code, state, storedState: state })).status).toBe(200);
    const reused = await invokeRaw({ code, state, storedState: state });
    expect(reused.status).toBe(401);
    expect(reused.body.code).toBe('naver_code_rejected');
  });

  it.each([
    ['no body fields', {}],
    ['a missing stored state', { code: 'c', state: 's' }],
    ['a field that is not text', { code: 1, state: 's', storedState: 's' }],
  ])('refuses %s with invalid_request', async (_case, body) => {
    const answer = await invokeRaw(body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'invalid_request', message: stringMatching(/[가-힣]/) });
  });

  it('answers the CORS preflight itself and refuses other methods', async () => {
    const preflight = await fetch(`${url}/functions/v1/naver-auth`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:4321',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, x-client-info, apikey, content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-client-info');
    const get = await invokeRaw(undefined, 'GET');
    expect(get.status).toBe(405);
    expect(get.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('cancelling on the Naver page returns error=access_denied with the state', async () => {
    const { code, state, returned } = await naverCallback(url, 'cancel');
    expect(code).toBeNull();
    expect(returned.searchParams.get('error')).toBe('access_denied');
    expect(state).not.toBe('');
  });

  it('without its secrets the function refuses with server_misconfigured', async () => {
    const answer = await handle(
      new Request('http://x/', { method: 'POST', body: JSON.stringify({ code: 'c', state: 's', storedState: 's' }) }),
      {},
    );
    expect(answer.status).toBe(500);
    expect(await answer.json()).toMatchObject({ code: 'server_misconfigured' });
  });
});

describe('the local Naver stand-in', () => {
  it('answers a bad code the way Naver does: HTTP 200 with an error field', async () => {
    const answer = await fetch(
      `${url}/local-naver/oauth2.0/token?grant_type=authorization_code&client_id=sodam-local-naver-client&client_secret=sodam-local-naver-secret&code=nope&state=x`,
    );
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ error: 'invalid_request', error_description: 'no valid data in session' });
  });

  it('refuses an unknown client id on the authorize page', async () => {
    const answer = await fetch(
      `${url}/local-naver/oauth2.0/authorize?response_type=code&client_id=other&redirect_uri=${encodeURIComponent('http://localhost:4321/login')}&state=s`,
    );
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain('등록되지 않은 client_id');
  });

  it('the profile endpoint refuses a missing or unknown token', async () => {
    const answer = await fetch(`${url}/local-naver/v1/nid/me`, { headers: { authorization: 'Bearer nope' } });
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({ resultcode: '024' });
  });
});
