// @vitest-environment node
// No secret or phone number in an answer or a log line of naver-auth, whatever fails: each
// outgoing call (Naver's token and profile, Supabase Auth's admin calls) is made to fail the
// way it fails on Deno or with an answer that echoes the member, and the answer and every log
// line are read. Also: it signs in with the secret key in apikey alone.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ERRORS } from './errors.ts';
import { handle } from './handler.ts';

const SECRET_KEY = 'sb_secret_naverleak0123456789';
const CLIENT_SECRET = 'naver-client-secret-5f2a9c';
const ENV = {
  SUPABASE_URL: 'https://ref.supabase.co',
  SUPABASE_SECRET_KEYS: `{"default":"${SECRET_KEY}"}`,
  NAVER_CLIENT_ID: 'client',
  NAVER_CLIENT_SECRET: CLIENT_SECRET,
  NAVER_AUTH_URL: 'https://nid.test',
  NAVER_API_URL: 'https://openapi.test',
};
const PROFILE = { id: 'naver-42', name: '박지훈', email: 'park@example.com', mobile: '010-3333-4444' };
const FORBIDDEN = [
  SECRET_KEY,
  CLIENT_SECRET,
  '010-3333-4444',
  '01033334444',
  'park@example.com',
  'access-xyz',
  'https://',
];

type Route = 'token' | 'profile' | 'lookup' | 'create' | 'user' | 'link' | 'verify';
let answers: Partial<Record<Route, Response | Error>>;
let requests: Request[];
const routeOf = (url: string): Route =>
  url.includes('/oauth2.0/token')
    ? 'token'
    : url.includes('/v1/nid/me')
      ? 'profile'
      : url.includes('/rpc/naver_user_id')
        ? 'lookup'
        : url.endsWith('/admin/users')
          ? 'create'
          : url.includes('/admin/users/')
            ? 'user'
            : url.includes('/generate_link')
              ? 'link'
              : 'verify';
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const ok: Record<Route, () => Response> = {
  token: () => json(200, { access_token: 'access-xyz' }),
  profile: () => json(200, { resultcode: '00', response: PROFILE }),
  lookup: () => json(200, null),
  create: () => json(200, { id: 'u-1', email: PROFILE.email, user_metadata: { mobile: PROFILE.mobile } }),
  user: () => json(200, { id: 'u-1', email: PROFILE.email }),
  link: () => json(200, { hashed_token: 'hash' }),
  verify: () => json(200, { access_token: 'a', refresh_token: 'r', user: { id: 'u-1', email: PROFILE.email } }),
};

beforeEach(() => {
  answers = {};
  requests = [];
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push(request);
    const route = routeOf(request.url);
    const answer = answers[route] ?? ok[route]();
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const signIn = () =>
  handle(
    new Request('https://ref.supabase.co/functions/v1/naver-auth', {
      method: 'POST',
      body: JSON.stringify({ code: 'code', state: 'state', storedState: 'state' }),
    }),
    ENV,
  );
const denoError = (url: string) =>
  new TypeError(`error sending request for url (${url}?client_secret=${CLIENT_SECRET})`);
const logged = () =>
  vi
    .mocked(console.error)
    .mock.calls.map((call) => call.map(String).join(' '))
    .join('\n');

it('signs in with the secret key in apikey alone', async () => {
  expect((await signIn()).status).toBe(200);
  const admin = requests.find((r) => r.url.endsWith('/admin/users'));
  expect(admin?.headers.get('apikey')).toBe(SECRET_KEY);
  expect(admin?.headers.get('authorization')).toBeNull();
});

describe('a failing call leaves no secret, e-mail or phone number in the answer or the log', () => {
  it.each<[string, Route, Response | Error, keyof typeof ERRORS, RegExp]>([
    [
      'Naver’s token endpoint cannot be reached',
      'token',
      denoError('https://nid.test/oauth2.0/token'),
      'naver_unavailable',
      /Naver could not be reached/,
    ],
    [
      'Naver refuses the code, echoing the secret',
      'token',
      json(200, { error: 'invalid_request', error_description: `bad client_secret ${CLIENT_SECRET}` }),
      'naver_code_rejected',
      /\[secret\]/,
    ],
    [
      'Naver’s profile cannot be reached',
      'profile',
      denoError('https://openapi.test/v1/nid/me'),
      'naver_unavailable',
      /Naver could not be reached/,
    ],
    [
      'Naver’s profile fails',
      'profile',
      json(500, { message: PROFILE.mobile }),
      'naver_unavailable',
      /Naver answered 500/,
    ],
    [
      'the member look-up fails',
      'lookup',
      json(500, { message: `row ${PROFILE.mobile}` }),
      'session_failed',
      /naver_user_id answered 500/,
    ],
    [
      'Auth refuses to create the member, echoing them',
      'create',
      json(500, { code: 'unexpected_failure', msg: `could not save ${PROFILE.email} ${PROFILE.mobile}` }),
      'session_failed',
      /admin\/users answered 500 \(unexpected_failure\)/,
    ],
    [
      'Auth admin cannot be reached',
      'create',
      denoError('https://ref.supabase.co/auth/v1/admin/users'),
      'session_failed',
      /could not be reached/,
    ],
    [
      'Auth will not say who the member is',
      'user',
      json(404, { msg: `User ${PROFILE.email} not found` }),
      'session_failed',
      /admin\/users\/\{id\} answered 404/,
    ],
    [
      'the magic link fails',
      'link',
      json(500, { msg: 'boom', email: PROFILE.email }),
      'session_failed',
      /generate_link answered 500/,
    ],
    [
      'the verify answers without tokens',
      'verify',
      json(200, { user: { email: PROFILE.email, phone: PROFILE.mobile } }),
      'session_failed',
      /verify answered 200/,
    ],
  ])('%s', async (_case, route, answer, code, logLine) => {
    answers[route] = answer;
    const response = await signIn();
    expect(response.status).toBe(ERRORS[code].status);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({ code, message: ERRORS[code].message });
    expect(logged()).toMatch(logLine);
    for (const text of [body, logged()]) for (const forbidden of FORBIDDEN) expect(text).not.toContain(forbidden);
  });
});
