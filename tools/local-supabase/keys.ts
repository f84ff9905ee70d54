// The local stack's fixed keys. Fixed so a newcomer's browser, the tests and psql all agree
// without configuration, the way `supabase start` prints the same demo keys on every machine
// (`supabase status -o env`: ANON_KEY, SERVICE_ROLE_KEY, PUBLISHABLE_KEY, SECRET_KEY). They
// protect nothing but a database on the developer's own loopback interface; a hosted project
// has its own secret and keys, which never appear in this repository.
import { SignJWT } from 'jose';

import { LOCAL_SUPABASE_ANON_KEY, LOCAL_SUPABASE_PUBLISHABLE_KEY } from '../../src/lib/supabase/local-stack.ts';

/** Signs and verifies every JWT of the stack (PostgREST, auth, storage, functions). */
export const LOCAL_JWT_SECRET = 'sodam-pos-local-jwt-secret-for-development-only';

export { LOCAL_SUPABASE_ANON_KEY, LOCAL_SUPABASE_PUBLISHABLE_KEY };

/** role `service_role`: bypasses RLS. Server code and tests only, never the browser. */
export const LOCAL_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzb2RhbS1wb3MtbG9jYWwiLCJyb2xlIjoic2VydmljZV9yb2xlIiwiaWF0IjoxNzk1MDAwMDAwLCJleHAiOjIxMTAwMDAwMDB9.-lk1LfFdHX_Nz33CYtj7ztdPGAJSCqUK_itBs9qjiLo';

/**
 * The secret key (the CLI's demo SECRET_KEY): not a JWT; the gateway maps it to `service_role`
 * and refuses it from a browser. Server code, tools and tests only.
 */
export const LOCAL_SUPABASE_SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';

/** The secret the local Naver stand-in and the naver-auth function share locally. */
export const LOCAL_NAVER_CLIENT_SECRET = 'sodam-local-naver-secret';

export const secretKey = (secret: string = LOCAL_JWT_SECRET): Uint8Array => new TextEncoder().encode(secret);

/**
 * How the two JWT API keys above were made: an HS256 JWT with only a role, issued 2026-11-18
 * and valid until 2036-11-11. Deterministic, so the test can check the constants against it.
 */
export function deriveApiKey(role: 'anon' | 'service_role', secret: string = LOCAL_JWT_SECRET): Promise<string> {
  return new SignJWT({ iss: 'sodam-pos-local', role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(1_795_000_000)
    .setExpirationTime(2_110_000_000)
    .sign(secretKey(secret));
}

/** What pg_net sends to the notify function (Vault `notify_secret`, function secret NOTIFY_SECRET). */
export const LOCAL_NOTIFY_SECRET = 'sodam-local-notify-secret';

/** The Solapi stand-in's API secret, which the notify function signs its requests with locally. */
export const LOCAL_SOLAPI_API_SECRET = 'sodam-local-solapi-secret';
