// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { redirectOriginsFromEnv } from '../auth/redirects.ts';
import { corsHeaders, siteOrigins } from './cors.ts';

describe('the origins the local stack grants', () => {
  const allowed = siteOrigins(
    'http://localhost:4321',
    redirectOriginsFromEnv('http://192.168.0.7:4321, https://phone.example/login'),
  );

  it.each([
    ['astro dev and preview on localhost', 'http://localhost:4321', true],
    ['the same on 127.0.0.1', 'http://127.0.0.1:4321', true],
    ['an origin from LOCAL_AUTH_REDIRECT_ORIGINS', 'http://192.168.0.7:4321', true],
    ['another LOCAL_AUTH_REDIRECT_ORIGINS entry, by its origin', 'https://phone.example', true],
    ['another loopback port', 'http://localhost:3000', false],
    ['https on the dev port', 'https://localhost:4321', false],
    ['IPv6 loopback', 'http://[::1]:4321', false],
    ['a web site', 'https://evil.example', false],
    ['an opaque origin', 'null', false],
  ])('%s (%s): %s', (_case, origin, granted) => {
    expect(corsHeaders(origin, allowed)['access-control-allow-origin']).toBe(granted ? origin : undefined);
  });

  it('adds the site URL’s own port and the origins a caller names (a test server)', () => {
    const test = siteOrigins('http://127.0.0.1:5000', ['http://127.0.0.1:41234']);
    expect([...test].sort()).toEqual([
      'http://127.0.0.1:41234',
      'http://127.0.0.1:4321',
      'http://127.0.0.1:5000',
      'http://localhost:4321',
      'http://localhost:5000',
    ]);
  });

  it('answers a request without Origin (not a browser page) without CORS headers', () => {
    expect(corsHeaders(undefined, allowed)).toEqual({});
  });
});
