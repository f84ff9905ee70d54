// What a visit keeps about where it came from: a campaign's landing replaces what was kept,
// the first page keeps its referring host, nothing else changes it, and what comes back out
// always fits the database's rules (docs/product.md#where-visitors-come-from).
import { beforeEach, describe, expect, it } from 'vitest';

import { NO_SOURCE } from '../forms/attribution';
import { currentAttribution, rememberVisitSource, VISIT_SOURCE_KEY, visitSource } from './visit';

const SITE = 'https://www.sodampos.kr';
const page = (path: string) => new URL(path, SITE);
const NAVER = 'https://m.search.naver.com/search.naver?query=%EB%AC%B4%EB%A3%8C+pos';

beforeEach(() => sessionStorage.clear());

describe('rememberVisitSource', () => {
  it('keeps a campaign landing’s utm values and the referring host, never its URL', () => {
    rememberVisitSource(sessionStorage, page('/?utm_source=naver&utm_medium=cpc&utm_campaign=spring'), NAVER);
    expect(visitSource(sessionStorage)).toEqual({
      utm_source: 'naver',
      utm_medium: 'cpc',
      utm_campaign: 'spring',
      referrer_host: 'm.search.naver.com',
      landing_path: '/',
    });
    expect(sessionStorage.getItem(VISIT_SOURCE_KEY)).not.toContain('query');
  });

  it('keeps them while the visitor moves around the site', () => {
    rememberVisitSource(sessionStorage, page('/?utm_source=naver&utm_campaign=spring'), NAVER);
    rememberVisitSource(sessionStorage, page('/down'), `${SITE}/`);
    rememberVisitSource(sessionStorage, page('/faq'), 'https://kauth.kakao.com/');
    expect(visitSource(sessionStorage)).toMatchObject({
      utm_source: 'naver',
      utm_campaign: 'spring',
      landing_path: '/',
    });
  });

  it('keeps them across the trip to a sign-in provider: /login names the provider as its referrer', () => {
    rememberVisitSource(sessionStorage, page('/'), 'https://blog.naver.com/some-post');
    rememberVisitSource(sessionStorage, page('/login?code=abc'), 'https://kauth.kakao.com/oauth/authorize');
    expect(visitSource(sessionStorage).referrer_host).toBe('blog.naver.com');
  });

  describe('coming back to the campaign address after signing in is no new arrival', () => {
    const LANDING = page('/?utm_source=naver&utm_medium=cpc&utm_campaign=spring');
    const FIRST = {
      utm_source: 'naver',
      utm_medium: 'cpc',
      utm_campaign: 'spring',
      referrer_host: 'search.naver.com',
      landing_path: '/',
    };
    it.each([
      ['the site’s own /login', `${SITE}/login?code=abc`],
      ['another page of the site', `${SITE}/faq`],
      ['Kakao’s sign-in page', 'https://kauth.kakao.com/oauth/authorize'],
      ['Naver’s sign-in page', 'https://nid.naver.com/oauth2.0/authorize'],
      ['Google’s sign-in page', 'https://accounts.google.com/o/oauth2/v2/auth'],
      ['Supabase Auth', 'https://abcdefgh.supabase.co/auth/v1/callback'],
      ['no referrer at all', ''],
    ])('back from %s, the first arrival’s host stays', (_from, referrer) => {
      rememberVisitSource(sessionStorage, LANDING, 'https://search.naver.com/search.naver?query=pos');
      rememberVisitSource(sessionStorage, page('/login?code=abc'), 'https://kauth.kakao.com/');
      rememberVisitSource(sessionStorage, LANDING, referrer);
      expect(visitSource(sessionStorage)).toEqual(FIRST);
    });

    it('a different campaign without a referrer is still a new arrival (a tagged link in an app)', () => {
      rememberVisitSource(sessionStorage, LANDING, 'https://search.naver.com/');
      rememberVisitSource(sessionStorage, page('/?utm_source=kakao&utm_medium=message'), '');
      expect(visitSource(sessionStorage)).toEqual({
        ...NO_SOURCE,
        utm_source: 'kakao',
        utm_medium: 'message',
        landing_path: '/',
      });
    });
  });

  it('a later campaign landing in the same visit replaces the first', () => {
    rememberVisitSource(sessionStorage, page('/?utm_source=naver'), NAVER);
    rememberVisitSource(sessionStorage, page('/down?utm_source=kakao&utm_medium=display'), 'https://pf.kakao.com/');
    expect(visitSource(sessionStorage)).toEqual({
      utm_source: 'kakao',
      utm_medium: 'display',
      utm_campaign: null,
      referrer_host: 'pf.kakao.com',
      landing_path: '/down',
    });
  });

  it('a direct first page keeps “no source”, so a referrer seen later in the visit does not count', () => {
    rememberVisitSource(sessionStorage, page('/down'), '');
    rememberVisitSource(sessionStorage, page('/faq'), 'https://www.google.com/');
    expect(visitSource(sessionStorage)).toEqual({ ...NO_SOURCE, landing_path: '/down' });
  });

  it('keeps the first page of the visit as its landing path, however the visitor moves on', () => {
    rememberVisitSource(sessionStorage, page('/lp/butcher-produce/?utm_source=naver'), NAVER);
    rememberVisitSource(sessionStorage, page('/down'), `${SITE}/lp/butcher-produce`);
    rememberVisitSource(sessionStorage, page('/login?code=abc'), 'https://kauth.kakao.com/oauth/authorize');
    expect(visitSource(sessionStorage).landing_path).toBe('/lp/butcher-produce');
  });

  it.each([
    ['/lp/Cafe-Bakery', 'capital letters'],
    ['/lp/%EC%B9%B4%ED%8E%98', 'a percent-encoded path'],
    [`/${'a'.repeat(120)}`, 'a path longer than 100 characters'],
  ])('keeps no landing path for %s (%s)', (path) => {
    rememberVisitSource(sessionStorage, page(path), '');
    expect(visitSource(sessionStorage).landing_path).toBeNull();
  });

  it('the site’s own pages are no referrer', () => {
    rememberVisitSource(sessionStorage, page('/down'), `${SITE}/faq`);
    expect(visitSource(sessionStorage).referrer_host).toBeNull();
  });

  it('cuts what a landing URL carries to what the database takes', () => {
    rememberVisitSource(sessionStorage, page(`/?utm_source=${'n'.repeat(150)}&utm_medium=%20cpc%0A&utm_campaign=`), '');
    expect(visitSource(sessionStorage)).toEqual({
      utm_source: 'n'.repeat(100),
      utm_medium: 'cpc',
      utm_campaign: null,
      referrer_host: null,
      landing_path: '/',
    });
  });
});

describe('visitSource', () => {
  it('reads back only values that fit the rules, whatever is in storage', () => {
    sessionStorage.setItem(
      VISIT_SOURCE_KEY,
      JSON.stringify({
        utm_source: ' naver ',
        utm_medium: 7,
        utm_campaign: 'a\u0001b',
        referrer_host: 'EVIL.example/x',
        landing_path: '/lp/x?y=1',
      }),
    );
    expect(visitSource(sessionStorage)).toEqual({
      utm_source: 'naver',
      utm_medium: null,
      utm_campaign: 'ab',
      referrer_host: null,
      landing_path: null,
    });
  });

  it('is “no source” when nothing or something else is stored', () => {
    expect(visitSource(sessionStorage)).toEqual(NO_SOURCE);
    sessionStorage.setItem(VISIT_SOURCE_KEY, 'not json');
    expect(visitSource(sessionStorage)).toEqual(NO_SOURCE);
  });
});

describe('currentAttribution', () => {
  it('is the visit’s source with this device’s class', () => {
    rememberVisitSource(sessionStorage, page('/?utm_source=naver'), '');
    const attribution = currentAttribution();
    expect(attribution.utm_source).toBe('naver');
    // jsdom's User-Agent names no platform it knows: the class is still one the database takes.
    expect(attribution.device_class).toBe('other');
  });
});
