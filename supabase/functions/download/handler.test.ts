// The download function's contract against stand-ins for Auth, PostgREST and Storage: who
// gets a link, how long it lives whatever is asked, what each call carries, and that a
// failure says nothing but a Korean sentence.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { DOWNLOAD_LINK_MAX_S, handle, MESSAGES } from './handler.ts';

const ENV = {
  SUPABASE_URL: 'https://ref.supabase.co',
  SUPABASE_PUBLISHABLE_KEYS: '{"default":"sb_publishable_site"}',
  SUPABASE_SECRET_KEYS: '{"default":"sb_secret_server"}',
};
const TOKEN = 'member.access.token';
const LIMIT_MESSAGE = '프로그램은 1시간에 10번까지 내려받을 수 있습니다. 1시간 뒤에 다시 시도해 주세요.';

type Answer = { status: number; body?: unknown } | Error;
let answers: Record<'user' | 'log' | 'sign', Answer>;
let calls: { step: string; headers: Headers; body: string }[];
let logged: string[];

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

beforeEach(() => {
  answers = {
    user: { status: 200, body: { id: 'u1', is_anonymous: false } },
    log: { status: 204 },
    sign: { status: 200, body: { signedURL: '/object/sign/installers/skpossetup.exe?token=signed' } },
  };
  calls = [];
  logged = [];
  vi.spyOn(console, 'error').mockImplementation((...parts: unknown[]) => void logged.push(parts.join(' ')));
  vi.stubGlobal('fetch', (input: string, init: RequestInit = {}) => {
    const url = String(input);
    const step = url.endsWith('/auth/v1/user') ? 'user' : url.includes('/rpc/log_download') ? 'log' : 'sign';
    calls.push({ step, headers: new Headers(init.headers), body: typeof init.body === 'string' ? init.body : '' });
    const answer = answers[step];
    if (answer instanceof Error) return Promise.reject(answer);
    return Promise.resolve(
      answer.body === undefined ? new Response(null, { status: answer.status }) : json(answer.status, answer.body),
    );
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ask = (body: unknown = {}, token: string | null = TOKEN, env: Record<string, string> = ENV) =>
  handle(
    new Request('https://ref.supabase.co/functions/v1/download', {
      method: 'POST',
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), apikey: 'sb_publishable_site' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
    env,
  );

describe('a member gets a short link and a log row', () => {
  it('answers 200 with a link that downloads the installer and expires within two minutes, whatever is asked', async () => {
    const before = Date.now();
    const response = await ask({ expiresIn: 100_000_000, attribution: { source: 'phone' } });
    expect(response.status).toBe(200);
    const { url, expiresAt } = (await response.json()) as { url: string; expiresAt: string };
    expect(url).toBe(
      'https://ref.supabase.co/storage/v1/object/sign/installers/skpossetup.exe?token=signed&download=skpossetup.exe',
    );
    expect(Date.parse(expiresAt) - before).toBeLessThanOrEqual(DOWNLOAD_LINK_MAX_S * 1000 + 1000);
    expect(JSON.parse(calls.find((c) => c.step === 'sign')?.body ?? '{}')).toEqual({ expiresIn: DOWNLOAD_LINK_MAX_S });
  });

  it('honours a shorter wish and defaults to a minute', async () => {
    await ask({ expiresIn: 30 });
    await ask({});
    expect(calls.filter((c) => c.step === 'sign').map((c) => JSON.parse(c.body) as unknown)).toEqual([
      { expiresIn: 30 },
      { expiresIn: 60 },
    ]);
  });

  it('asks Auth and logs as the member, and signs with the secret key in apikey alone', async () => {
    await ask();
    expect(calls.map((c) => c.step)).toEqual(['user', 'log', 'sign']);
    for (const step of ['user', 'log']) {
      const call = calls.find((c) => c.step === step);
      expect(call?.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
      expect(call?.headers.get('apikey')).toBe('sb_publishable_site');
    }
    const sign = calls.find((c) => c.step === 'sign');
    expect(sign?.headers.get('apikey')).toBe('sb_secret_server');
    expect(sign?.headers.get('authorization')).toBeNull();
  });

  it('stores the visit’s attribution with the log row, and sends none when the body has none', async () => {
    const attribution = {
      utm_source: 'naver',
      utm_medium: 'cpc',
      utm_campaign: 'spring',
      referrer_host: 'm.search.naver.com',
      device_class: 'windows',
    };
    await ask({ attribution });
    await ask({});
    await ask({ attribution: ['naver'] });
    expect(calls.filter((c) => c.step === 'log').map((c) => JSON.parse(c.body) as unknown)).toEqual([
      { attribution },
      {},
      {},
    ]);
  });

  it('works with the legacy keys until new ones are set', async () => {
    const legacy = 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.c2ln';
    const response = await ask({}, TOKEN, {
      SUPABASE_URL: ENV.SUPABASE_URL,
      SUPABASE_ANON_KEY: 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.c2ln',
      SUPABASE_SERVICE_ROLE_KEY: legacy,
    });
    expect(response.status).toBe(200);
    expect(calls.find((c) => c.step === 'sign')?.headers.get('authorization')).toBe(`Bearer ${legacy}`);
  });
});

describe('everyone else gets a Korean sentence and no link', () => {
  it.each([
    ['no token (a guest)', () => ask({}, null), 401, MESSAGES.unauthorized],
    [
      'a token Auth refuses',
      () => ((answers.user = { status: 401, body: { msg: 'invalid JWT' } }), ask()),
      401,
      MESSAGES.unauthorized,
    ],
    [
      'an anonymous sign-in',
      () => ((answers.user = { status: 200, body: { id: 'u2', is_anonymous: true } }), ask()),
      401,
      MESSAGES.unauthorized,
    ],
    [
      'the member’s hourly limit',
      () => ((answers.log = { status: 429, body: { code: 'PT429', message: LIMIT_MESSAGE } }), ask()),
      429,
      LIMIT_MESSAGE,
    ],
    [
      'a deleted member’s unexpired token, which log_download() refuses',
      () => ((answers.log = { status: 403, body: { code: '42501', message: '회원 정보를 찾을 수 없습니다.' } }), ask()),
      401,
      MESSAGES.unauthorized,
    ],
    ['a body that is not JSON', () => ask('not json'), 400, MESSAGES.invalid_request],
    [
      'Storage failing',
      () => ((answers.sign = { status: 500, body: { message: 'boom' } }), ask()),
      500,
      MESSAGES.unavailable,
    ],
    [
      'the database unreachable',
      () => (
        (answers.log = new TypeError('error sending request for url (https://ref.supabase.co/rest/v1/rpc/x)')),
        ask()
      ),
      500,
      MESSAGES.unavailable,
    ],
    ['missing settings', () => ask({}, TOKEN, { SUPABASE_URL: ENV.SUPABASE_URL }), 500, MESSAGES.unavailable],
  ])('%s', async (_case, run, status, message) => {
    const response = await run();
    expect(response.status).toBe(status);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body.message).toBe(message);
    expect(Object.keys(body).sort()).toEqual(['code', 'message']);
  });

  it.each([
    ['the hourly limit', { status: 429, body: { code: 'PT429', message: LIMIT_MESSAGE } }],
    ['a token without a member', { status: 403, body: { code: '42501', message: '회원 정보를 찾을 수 없습니다.' } }],
  ])('signs nothing when the log was refused (%s)', async (_case, answer) => {
    answers.log = answer;
    await ask();
    expect(calls.map((c) => c.step)).toEqual(['user', 'log']);
  });

  it('logs no token, key or URL when a call fails', async () => {
    answers.sign = new TypeError(
      'error sending request for url (https://ref.supabase.co/storage/v1/object/sign/x?apikey=sb_secret_server)',
    );
    await ask();
    expect(logged.join('\n')).toMatch(/storage sign could not be reached/);
    expect(logged.join('\n')).not.toMatch(/sb_secret|sb_publishable|member\.access|https?:/);
  });
});
