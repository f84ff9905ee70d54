// Imported by the browser client and by the local backend (tools/local-supabase): the PUBLIC
// values of the local Supabase-compatible stack, used when PUBLIC_SUPABASE_URL is unset.
// Nothing here is a secret: the publishable and anon keys only let a caller act as a guest
// under RLS; the anon key is signed with a local-only JWT secret (tools/local-supabase/keys.ts).

/** The local stack's gateway (`npm run dev` / `npm run backend`), like a hosted project URL. */
export const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';

/**
 * The publishable key of the local stack: the demo value `supabase status -o env` prints as
 * PUBLISHABLE_KEY on every machine. Not a JWT; the gateway maps it to the `anon` role.
 */
export const LOCAL_SUPABASE_PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';

/** The legacy anon key of the local stack: role `anon`, valid until 2036 (test: tests/local/keys.test.ts). */
export const LOCAL_SUPABASE_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzb2RhbS1wb3MtbG9jYWwiLCJyb2xlIjoiYW5vbiIsImlhdCI6MTc5NTAwMDAwMCwiZXhwIjoyMTEwMDAwMDAwfQ.mMD8ylIi9Go9fV5F-fFouzwyeHN8PV7M4zixeCKTTyI';

/**
 * Naver has no Supabase provider: the site sends the visitor to Naver's authorize page itself.
 * Locally that page is the stack's Naver stand-in, which accepts this client id.
 */
export const LOCAL_NAVER_CLIENT_ID = 'sodam-local-naver-client';

/** Naver's authorize endpoint as the local stand-in serves it under a stack URL. */
export function localNaverAuthorizeUrl(supabaseUrl: string = LOCAL_SUPABASE_URL): string {
  return `${supabaseUrl.replace(/\/+$/, '')}/local-naver/oauth2.0/authorize`;
}
