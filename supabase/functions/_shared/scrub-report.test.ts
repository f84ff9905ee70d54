// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { scrubReport, scrubText } from './scrub-report.ts';

describe('scrubText', () => {
  it.each([
    ['an e-mail', 'no profile for minjun.kim+pos@example.co.kr', 'no profile for [email]'],
    ['a mobile number', '알림톡 실패: 010-1234-5678', '알림톡 실패: [number]'],
    ['a number without dashes', 'to 01012345678 failed', 'to [number] failed'],
    ['an international number', 'to +82 10 1234 5678', 'to [number]'],
    ['an IPv4 address', 'guest 203.0.113.7 over the limit', 'guest [ip] over the limit'],
    ['an IPv6 address', 'guest 2001:db8::1 over the limit', 'guest [ip] over the limit'],
    ['a full IPv6 address', 'from 2001:0db8:85a3:0000:0000:8a2e:0370:7334', 'from [ip]'],
    ['a JWT', 'token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl expired', 'token [token] expired'],
    ['a bearer header', 'Authorization: Bearer abc.def-ghi', 'Authorization: Bearer [token]'],
    ['a secret key', 'key sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz', 'key [key]'],
    [
      'a sign-in code in a URL',
      'GET https://www.example.kr/login?code=abc&state=xyz',
      'GET https://www.example.kr/login?[removed]',
    ],
    ['a token in a fragment', 'at https://x.kr/login#access_token=abc', 'at https://x.kr/login?[removed]'],
    ['an opaque secret', 'secret 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08', 'secret [token]'],
    [
      'a refused row',
      'new row violates check constraint "inquiries_tel" Failing row contains (홍길동, 010-1234-567, 문의 내용).',
      'new row violates check constraint "inquiries_tel" Failing row contains [row].',
    ],
  ])('replaces %s', (_, text, expected) => {
    expect(scrubText(text)).toBe(expected);
  });

  it.each([
    ['a time of day', 'at 12:30:45'],
    ['an ISO timestamp', '2026-12-03T10:20:30.123Z'],
    ['a receipt number', '접수번호 20261203-0001'],
    ['a file URL without a query', 'https://www.example.kr/_astro/InquiryList.BX12abcd.js:1:200'],
    ['a loopback address', 'http://127.0.0.1:4321/_astro/page.js'],
    ['a short id', 'event 7c9e6679'],
  ])('keeps %s', (_, text) => {
    expect(scrubText(text)).toBe(text);
  });
});

describe('scrubReport', () => {
  const event = {
    event_id: '0123456789abcdef0123456789abcdef',
    release: 'pos-site@0.1.0+abc1234',
    message: 'failed for minjun@example.com',
    user: { id: 'u1', email: 'minjun@example.com', ip_address: '203.0.113.7' },
    request: {
      url: 'https://www.example.kr/user/inquiry?next=%2Fdown',
      headers: { 'User-Agent': 'Chrome', Referer: 'https://www.example.kr/login?code=abc', Cookie: 'a=b' },
      cookies: { session: 'x' },
      data: { name: '홍길동', tel: '010-1234-5678' },
      query_string: 'code=abc',
    },
    exception: { values: [{ type: 'RangeError', value: 'Invalid time value for 010-9876-5432' }] },
    breadcrumbs: [
      { category: 'console', message: 'saving tel 010-2222-3333' },
      { category: 'fetch', data: { url: 'https://x.supabase.co/rest/v1/profiles?tel=eq.01022223333' } },
    ],
    extra: { form: { content: '매장 주소는 …' }, email: 'a@b.kr', attempt: 2 },
    contexts: { trace: { trace_id: 'fedcba9876543210fedcba9876543210' } },
    tags: { route: '/user/inquiry', area: 'inquiry-list' },
  };
  const scrubbed = scrubReport(event);
  const text = JSON.stringify(scrubbed);

  it('keeps what says what broke and where', () => {
    expect(scrubbed.event_id).toBe(event.event_id);
    expect(scrubbed.release).toBe(event.release);
    expect(scrubbed.tags).toEqual(event.tags);
    expect(scrubbed.contexts.trace.trace_id).toBe(event.contexts.trace.trace_id);
    expect(scrubbed.exception.values[0]?.type).toBe('RangeError');
    expect(scrubbed.request.url).toBe('https://www.example.kr/user/inquiry?[removed]');
    expect(scrubbed.request.headers).toEqual({ 'User-Agent': 'Chrome' });
    expect(scrubbed.extra).toEqual({ attempt: 2 });
  });

  it('drops the user and asks the tracker not to infer an address', () => {
    expect(scrubbed.user).toEqual({ ip_address: null });
  });

  it.each(['minjun@example.com', '203.0.113.7', '010-', '0102222', '홍길동', 'code=abc', 'Cookie', '매장 주소'])(
    'carries no %s',
    (fragment) => {
      expect(text).not.toContain(fragment);
    },
  );

  it('leaves the SDK’s own event untouched', () => {
    expect(event.user.email).toBe('minjun@example.com');
  });
});
