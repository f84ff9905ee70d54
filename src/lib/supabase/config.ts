// Which Supabase project (and which Naver app) the browser talks to. Vite inlines the public
// variables as import.meta.env at build time; src/lib/env/supabase.ts reads them, with the one
// fallback to the local stack (`npm run dev`) when they are unset.
import { naverLogin, supabaseTarget } from '../env/supabase';

// Named once, so the bundle carries the inlined values once.
const env = import.meta.env;
const target = supabaseTarget(env);
const naver = naverLogin(env, target);

export const SUPABASE_URL = target.url;
/** The publishable key (or, until it is set, the legacy anon key): role anon under RLS. */
export const SUPABASE_KEY = target.key;
export const NAVER_CLIENT_ID = naver.clientId;
export const NAVER_AUTHORIZE_URL = naver.authorizeUrl;
