// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

import { HOSTILE_PATHS, redirectOf, SITE_PAGE } from '../../../tests/support/vercel-redirects';
import { headersFile, hostHeaderRules, HSTS, IMMUTABLE, sanityApiOriginOf } from './csp';
import { parseHeadersFile } from './headers-file';
import {
  routeSource,
  TRAILING_SLASH_REDIRECT,
  vercelOutputConfig,
  type VercelRoute,
  writeVercelOutput,
} from './vercel';

const SUPABASE = 'https://abcdefghijklmnopqrst.supabase.co';
const rules = hostHeaderRules({ supabaseOrigin: SUPABASE, scriptHashes: ['sha256-abc='] });
const directive = (csp: string | undefined, name: string) => csp?.split('; ').find((d) => d.startsWith(`${name} `));

/** The headers a `_headers` file gives a path (every matching block, in order). */
function servedBy(file: string, path: string): Record<string, string> {
  const served: Record<string, string> = {};
  for (const rule of parseHeadersFile(file)) if (rule.pattern.test(path)) Object.assign(served, rule.headers);
  return served;
}

/** The headers Vercel's routes add to a path before the filesystem serves it. */
function vercelHeaders(routes: readonly VercelRoute[], path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const route of routes) {
    if ('handle' in route) break;
    if (!new RegExp(route.src).test(path)) continue;
    Object.assign(headers, route.headers);
    if (!route.continue) break;
  }
  return headers;
}

describe('the host headers', () => {
  it('name the configured Supabase project in the CSP, and no other', () => {
    const csp = rules[0]?.headers['Content-Security-Policy'];
    expect(directive(csp, 'connect-src')).toBe(`connect-src 'self' ${SUPABASE}`);
    expect(directive(csp, 'form-action')).toContain(`'self' ${SUPABASE} `);
    expect(csp).not.toContain('*.supabase.co');
  });

  it('name the configured Sanity project’s API CDN in connect-src, and no other project', () => {
    const withSanity = hostHeaderRules({
      supabaseOrigin: SUPABASE,
      scriptHashes: [],
      sanityApiOrigin: sanityApiOriginOf('abc123'),
    });
    const csp = withSanity[0]?.headers['Content-Security-Policy'];
    expect(directive(csp, 'connect-src')).toBe(`connect-src 'self' ${SUPABASE} https://abc123.apicdn.sanity.io`);
    expect(csp).not.toContain('*');
  });

  it.each(['', 'ABC', 'abc.evil.example', '*', 'abc/..'])('refuse %j as a Sanity project id', (id) => {
    expect(() => sanityApiOriginOf(id)).toThrow(/not a Sanity project id/);
  });

  it('keep other origins’ windows apart (Cross-Origin-Opener-Policy: same-origin)', () => {
    expect(rules[0]?.headers['Cross-Origin-Opener-Policy']).toBe('same-origin');
  });

  it.each([
    ['/faq', { hsts: true, immutable: false }],
    ['/_astro/client.BlexXvhh.js', { hsts: true, immutable: true }],
    ['/og/faq.png', { hsts: true, immutable: false }],
  ])(
    '_headers gives %s the security headers, HSTS and (for hashed assets) a year of immutable caching',
    (path, want) => {
      const served = servedBy(headersFile(rules), path);
      expect(served['Content-Security-Policy']).toContain(SUPABASE);
      expect(served['Strict-Transport-Security']).toBe(HSTS);
      expect(served['Cache-Control']).toBe(want.immutable ? IMMUTABLE : undefined);
    },
  );

  it('Vercel’s routes give every path the same headers as _headers', () => {
    const { routes } = vercelOutputConfig(rules, ['index.html', 'faq/index.html', '404.html']);
    for (const path of ['/', '/faq', '/_astro/a.js', '/nope'])
      expect(vercelHeaders(routes, path)).toEqual(servedBy(headersFile(rules), path));
  });

  it('Vercel serves /faq from faq/index.html, sends /faq/ to /faq and anything else to the 404 page', () => {
    const config = vercelOutputConfig(rules, ['index.html', 'faq/index.html', 'user/inquiry/index.html', '404.html']);
    expect(config.overrides).toEqual({
      'faq/index.html': { path: 'faq' },
      'user/inquiry/index.html': { path: 'user/inquiry' },
    });
    expect(config.routes[0]).toEqual(TRAILING_SLASH_REDIRECT);
    expect(config.routes.at(-2)).toEqual({ handle: 'filesystem' });
    expect(config.routes.at(-1)).toEqual({ src: '^/.*$', dest: '/404.html', status: 404 });
    expect(new RegExp(routeSource('/_astro/*')).test('/_astro.js')).toBe(false);
  });
});

describe('the trailing-slash redirect', () => {
  const { routes } = vercelOutputConfig(rules, ['index.html', 'faq/index.html', '404.html']);
  it.each(HOSTILE_PATHS)('never sends %j off the site', (path) => {
    const target = redirectOf(routes, path);
    if (target) expect(target.origin).toBe(new URL(SITE_PAGE).origin);
  });

  it('is a test that fails for the rule it replaced, which sent //evil.example/ there', () => {
    const before: VercelRoute = { src: '^/(.+)/$', headers: { Location: '/$1' }, status: 308 };
    expect(redirectOf([before], '//evil.example/')?.origin).toBe('https://evil.example');
    expect(redirectOf([before], '/\\evil.example/')?.origin).toBe('https://evil.example');
  });

  it.each([
    ['/faq/', '/faq'],
    ['/user/inquiry/', '/user/inquiry'],
    ['/down/guide/', '/down/guide'],
  ])('still sends %s to %s', (path, to) => {
    expect(redirectOf(routes, path)?.href).toBe(new URL(to, SITE_PAGE).href);
  });
});

describe('the Vercel build output', () => {
  const root = mkdtempSync(join(tmpdir(), 'vercel-output-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('holds the pages without _headers, and config.json written from the same rules', () => {
    const dist = join(root, 'dist');
    mkdirSync(join(dist, 'faq'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<h1>홈</h1>');
    writeFileSync(join(dist, 'faq', 'index.html'), '<h1>자주 묻는 질문</h1>');
    writeFileSync(join(dist, '_headers'), headersFile(rules));
    const output = writeVercelOutput(root, dist, rules);
    expect(readFileSync(join(output, 'static', 'faq', 'index.html'), 'utf8')).toContain('자주 묻는 질문');
    expect(() => readFileSync(join(output, 'static', '_headers'))).toThrow();
    const config = JSON.parse(readFileSync(join(output, 'config.json'), 'utf8')) as ReturnType<
      typeof vercelOutputConfig
    >;
    expect(config).toEqual(vercelOutputConfig(rules, ['faq/index.html', 'index.html']));
  });
});
