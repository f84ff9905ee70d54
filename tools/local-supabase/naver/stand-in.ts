// A local stand-in for Naver Login (네이버 로그인), under /local-naver, with Naver's URLs and
// answers so the naver-auth function runs unchanged against it:
//   GET  /oauth2.0/authorize?response_type=code&client_id&redirect_uri&state  → pick/type page
//   POST /oauth2.0/authorize (the page)            → redirect_uri?code&state (or error=access_denied)
//   GET|POST /oauth2.0/token?grant_type=authorization_code&client_id&client_secret&code&state
//        → {access_token, refresh_token, token_type, expires_in} or, as Naver does, HTTP 200 with {error, error_description}
//   GET  /v1/nid/me (Bearer) → {resultcode: '00', message: 'success', response: {id, name, email, mobile, …}}
// Codes and tokens live in memory: a restart forgets them, as an expired Naver session would.
import { randomBytes } from 'node:crypto';

import { errorPage } from '../auth/error-page.ts';
import { isAllowedRedirect } from '../auth/redirects.ts';
import { type LocalAccount, readTypedAccount, renderSignInPage } from '../auth/sign-in-page.ts';
import type { StackContext } from '../context.ts';
import { bearerToken, type Handler, html, json, readForm, redirect } from '../gateway/http.ts';

export interface NaverProfile {
  id: string;
  name: string;
  nickname: string;
  email: string;
  mobile?: string;
  mobile_e164?: string;
}

const PREFIX = '/local-naver';
const AUTHORIZE_PATH = `${PREFIX}/oauth2.0/authorize`;
const CODE_MS = 10 * 60_000;
const TOKEN_SECONDS = 3600;

const token = () => randomBytes(24).toString('base64url');

function profileOf(id: string, name: string, email: string, mobile: string | undefined): NaverProfile {
  return {
    id,
    name,
    nickname: name,
    email,
    ...(mobile ? { mobile, mobile_e164: `+82${mobile.replace(/-/g, '').slice(1)}` } : {}),
  };
}

export function createNaverStandIn(ctx: StackContext): Handler {
  const codes = new Map<string, { profile: NaverProfile; state: string; expires: number }>();
  const accessTokens = new Map<string, { profile: NaverProfile; expires: number }>();
  // Accounts seen on the page this run, typed or listed, so one that has no Supabase user (its
  // sign-up was refused for an e-mail conflict, or its member deleted their account) can be
  // picked again: Naver keeps its accounts whatever the site does with its users.
  const typed = new Map<string, NaverProfile>();

  async function knownProfiles(): Promise<NaverProfile[]> {
    // Naver accounts that already signed in to the site, as the naver-auth function stored them.
    const rows = await ctx.sql.transaction((tx) =>
      tx.query<{ id: string; name: string | null; email: string | null; mobile: string | null }>(
        `select raw_app_meta_data ->> 'naver_id' as id, raw_user_meta_data ->> 'name' as name, email, raw_user_meta_data ->> 'mobile' as mobile
           from auth.users where raw_app_meta_data ? 'naver_id' order by created_at limit 50`,
      ),
    );
    const fromDb = rows.map((row) =>
      profileOf(row.id, row.name ?? '이름 없음', row.email ?? '', row.mobile ?? undefined),
    );
    const ids = new Set(fromDb.map((p) => p.id));
    const earlier = [...typed.values()].filter((p) => !ids.has(p.id));
    for (const profile of fromDb) typed.set(profile.id, profile);
    return [...fromDb, ...earlier];
  }

  function checkAuthorizeParams(params: URLSearchParams): string | undefined {
    if (params.get('response_type') !== 'code') return 'response_type은 code여야 합니다.';
    if (params.get('client_id') !== ctx.naverClientId)
      return `등록되지 않은 client_id입니다. 로컬에서는 ${ctx.naverClientId}를 씁니다.`;
    if (!isAllowedRedirect(ctx, params.get('redirect_uri') ?? ''))
      return '허용되지 않은 redirect_uri입니다. localhost·127.0.0.1 주소를 써 주세요.';
    if (!params.get('state')) return 'state 값이 없습니다.';
    return undefined;
  }

  async function page(params: URLSearchParams, error?: string, form?: URLSearchParams): Promise<Response> {
    const accounts: LocalAccount[] = (await knownProfiles()).map((p) => ({
      key: p.id,
      name: p.name,
      email: p.email,
      ...(p.mobile ? { phone: p.mobile } : {}),
    }));
    const hidden = Object.fromEntries(
      ['response_type', 'client_id', 'redirect_uri', 'state'].map((k) => [k, params.get(k) ?? '']),
    );
    const values = form
      ? { name: form.get('name') ?? '', email: form.get('email') ?? '', phone: form.get('phone') ?? '' }
      : undefined;
    return html(
      error ? 400 : 200,
      renderSignInPage({
        provider: 'naver',
        action: AUTHORIZE_PATH,
        hidden,
        accounts,
        ...(error ? { error } : {}),
        ...(values ? { values } : {}),
      }),
    );
  }

  async function submit(form: URLSearchParams): Promise<Response> {
    const problem = checkAuthorizeParams(form);
    if (problem) return errorPage(400, '네이버 로그인 요청이 올바르지 않습니다', problem);
    const back = new URL(form.get('redirect_uri') ?? '');
    back.searchParams.set('state', form.get('state') ?? '');
    if (form.get('choice') === 'cancel') {
      back.searchParams.set('error', 'access_denied');
      back.searchParams.set('error_description', 'Canceled By User');
      return redirect(back.toString());
    }
    let profile: NaverProfile | undefined;
    if (form.get('choice') === 'new') {
      const account = readTypedAccount(form);
      if ('error' in account) return page(form, account.error, form);
      profile = profileOf(randomBytes(32).toString('base64url'), account.name, account.email, account.phone);
      typed.set(profile.id, profile);
    } else {
      profile = (await knownProfiles()).find((p) => p.id === form.get('account'));
      if (!profile) return page(form, '선택한 계정을 찾을 수 없습니다. 다시 골라 주세요.');
    }
    const code = token();
    codes.set(code, { profile, state: form.get('state') ?? '', expires: Date.now() + CODE_MS });
    back.searchParams.set('code', code);
    return redirect(back.toString());
  }

  async function issueToken(request: Request): Promise<Response> {
    const params = new URLSearchParams(new URL(request.url).search);
    if (request.method === 'POST') for (const [k, v] of await readForm(request)) params.set(k, v);
    const refuse = (error: string, description: string) => json(200, { error, error_description: description });
    if (params.get('grant_type') !== 'authorization_code')
      return refuse('unsupported_grant_type', 'only authorization_code is supported locally');
    if (params.get('client_id') !== ctx.naverClientId || params.get('client_secret') !== ctx.naverClientSecret) {
      return refuse('invalid_client', 'wrong client id / client secret pair');
    }
    const issued = codes.get(params.get('code') ?? '');
    codes.delete(params.get('code') ?? '');
    if (!issued || issued.expires < Date.now() || issued.state !== params.get('state'))
      return refuse('invalid_request', 'no valid data in session');
    const access = token();
    accessTokens.set(access, { profile: issued.profile, expires: Date.now() + TOKEN_SECONDS * 1000 });
    return json(200, {
      access_token: access,
      refresh_token: token(),
      token_type: 'bearer',
      expires_in: String(TOKEN_SECONDS),
    });
  }

  function me(request: Request): Response {
    const session = accessTokens.get(bearerToken(request) ?? '');
    if (!session || session.expires < Date.now())
      return json(401, { resultcode: '024', message: 'Authentication failed (인증 실패하였습니다.)' });
    return json(200, { resultcode: '00', message: 'success', response: session.profile });
  }

  return async (request) => {
    const url = new URL(request.url);
    const route = `${request.method} ${url.pathname.slice(PREFIX.length)}`;
    if (route === 'GET /oauth2.0/authorize') {
      const problem = checkAuthorizeParams(url.searchParams);
      return problem ? errorPage(400, '네이버 로그인 요청이 올바르지 않습니다', problem) : page(url.searchParams);
    }
    if (route === 'POST /oauth2.0/authorize') return submit(await readForm(request));
    if (route === 'GET /oauth2.0/token' || route === 'POST /oauth2.0/token') return issueToken(request);
    if (route === 'GET /v1/nid/me') return me(request);
    return json(404, { resultcode: '404', message: `The local Naver stand-in has no ${route}` });
  };
}
