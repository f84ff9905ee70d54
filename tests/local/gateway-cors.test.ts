// The local keys are public, so the gateway is what keeps other web pages out: CORS grants go
// to the site's own origins only, and the service-role key is refused whenever a browser
// sends it, whichever origin the page is on.
import { SignJWT } from 'jose';
import { describe, expect, inject, it } from 'vitest';

import { LOCAL_JWT_SECRET, secretKey } from '../../tools/local-supabase/keys.ts';
import { stringContaining } from '../support/matchers.ts';

const url = inject('supabaseUrl');
const anonKey = inject('supabaseAnonKey');
const serviceKey = inject('supabaseServiceRoleKey');
const testSite = inject('siteOrigin');

const SITE_ORIGINS = ['http://localhost:4321', 'http://127.0.0.1:4321', testSite];
const FOREIGN_ORIGINS = ['https://evil.example', 'http://localhost:9999', 'http://192.168.0.10:4321', 'null'];
const preflightHeaders = (origin: string) => ({
  origin,
  'access-control-request-method': 'POST',
  'access-control-request-headers': 'apikey,authorization,content-type',
});

describe('CORS', () => {
  it.each(SITE_ORIGINS)('grants %s, the site, on REST, auth and storage', async (origin) => {
    for (const path of [
      '/rest/v1/profiles?select=name',
      '/auth/v1/settings',
      '/storage/v1/object/installers/nothing.exe',
    ]) {
      const answer = await fetch(`${url}${path}`, { headers: { origin, apikey: anonKey } });
      expect(answer.headers.get('access-control-allow-origin'), path).toBe(origin);
    }
    const preflight = await fetch(`${url}/rest/v1/business_inquiries`, {
      method: 'OPTIONS',
      headers: preflightHeaders(origin),
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
  });

  it.each(FOREIGN_ORIGINS)('gives %s no grant: no Access-Control-Allow-Origin, preflights refused', async (origin) => {
    for (const path of [
      '/rest/v1/profiles?select=name',
      '/auth/v1/settings',
      '/storage/v1/object/installers/nothing.exe',
    ]) {
      const answer = await fetch(`${url}${path}`, { headers: { origin, apikey: anonKey } });
      expect(answer.headers.get('access-control-allow-origin'), path).toBeNull();
    }
    for (const path of ['/rest/v1/business_inquiries', '/auth/v1/token?grant_type=pkce', '/functions/v1/naver-auth']) {
      const preflight = await fetch(`${url}${path}`, { method: 'OPTIONS', headers: preflightHeaders(origin) });
      expect(preflight.status, path).toBe(403);
      expect(preflight.headers.get('access-control-allow-origin'), path).toBeNull();
      expect(await preflight.json()).toMatchObject({
        message: `The local Supabase stack does not answer pages from ${origin}`,
      });
    }
  });

  it('takes away a function’s own grant from a foreign origin, and keeps it for the site', async () => {
    const call = (origin: string) =>
      fetch(`${url}/functions/v1/naver-auth`, {
        method: 'POST',
        headers: { origin, apikey: anonKey, authorization: `Bearer ${anonKey}`, 'content-type': 'application/json' },
        body: '{}',
      });
    expect((await call('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
    expect((await call('http://localhost:4321')).headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('the service-role key from a browser', () => {
  const forgedServiceRole = () =>
    new SignJWT({ role: 'service_role' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(secretKey(LOCAL_JWT_SECRET));

  it.each([
    [
      'as apikey and Bearer from the site',
      { origin: 'http://localhost:4321' },
      () => ({ apikey: serviceKey, authorization: `Bearer ${serviceKey}` }),
    ],
    ['from a page that sends only Sec-Fetch-Site', { 'sec-fetch-site': 'cross-site' }, () => ({ apikey: serviceKey })],
    [
      'as a freshly signed service_role JWT beside the anon key',
      { origin: 'https://evil.example' },
      async () => ({ apikey: anonKey, authorization: `Bearer ${await forgedServiceRole()}` }),
    ],
  ])('is refused %s, with 401 and a clear message', async (_case, browser, keys) => {
    for (const path of [
      '/rest/v1/business_inquiries?select=id',
      '/auth/v1/admin/users',
      '/storage/v1/object/installers/skpossetup.exe',
    ]) {
      const answer = await fetch(`${url}${path}`, { headers: { ...browser, ...(await keys()) } });
      expect(answer.status, path).toBe(401);
      expect(await answer.json()).toEqual({
        message: 'Forbidden use of secret API key in browser',
        hint: stringContaining('anon key'),
      });
    }
  });

  it('is refused in the URL too (?apikey=), and still works from server code', async () => {
    const inUrl = await fetch(`${url}/rest/v1/business_inquiries?select=id&apikey=${serviceKey}`, {
      headers: { origin: 'http://localhost:4321' },
    });
    expect(inUrl.status).toBe(401);
    const server = await fetch(`${url}/rest/v1/business_inquiries?select=id`, {
      headers: { apikey: serviceKey, authorization: `Bearer ${serviceKey}` },
    });
    expect(server.status).toBe(200);
  });

  it('leaves the anon key from the site alone', async () => {
    const browser = {
      origin: 'http://localhost:4321',
      'sec-fetch-site': 'cross-site',
      apikey: anonKey,
      authorization: `Bearer ${anonKey}`,
    };
    expect((await fetch(`${url}/auth/v1/settings`, { headers: browser })).status).toBe(200);
    expect((await fetch(`${url}/rest/v1/rpc/log_download`, { method: 'POST', headers: browser })).status).toBe(204);
  });
});

describe('the gateway, like the hosted one', () => {
  it('asks for an API key like the hosted gateway, and rejects a wrong one', async () => {
    expect((await fetch(`${url}/rest/v1/inquiries`)).status).toBe(401);
    expect((await fetch(`${url}/rest/v1/inquiries`, { headers: { apikey: 'nope' } })).status).toBe(401);
    expect((await fetch(`${url}/auth/v1/settings`, { headers: { apikey: anonKey } })).status).toBe(200);
  });

  it('answers CORS preflights from the site origin and exposes Content-Range', async () => {
    const preflight = await fetch(`${url}/rest/v1/inquiries`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:4321',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'apikey,authorization,content-type,x-client-info,prefer',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:4321');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-client-info');
    const get = await fetch(`${url}/rest/v1/inquiries?select=id`, {
      headers: { origin: 'http://localhost:4321', apikey: anonKey, prefer: 'count=exact' },
    });
    expect(get.headers.get('access-control-expose-headers')).toContain('Content-Range');
  });
});
