// Which Supabase project (and which Naver app) the browser talks to. Public values only:
// set PUBLIC_SUPABASE_URL / PUBLIC_SUPABASE_ANON_KEY / PUBLIC_NAVER_CLIENT_ID at build time
// for a hosted project; without them the site uses the local stack (`npm run dev`).
import {
  LOCAL_NAVER_CLIENT_ID,
  LOCAL_SUPABASE_ANON_KEY,
  LOCAL_SUPABASE_URL,
  localNaverAuthorizeUrl,
} from './local-stack';

// Vite inlines each `import.meta.env.PUBLIC_*` at build time; an empty value counts as unset.
const configuredUrl = (import.meta.env.PUBLIC_SUPABASE_URL as string | undefined)?.trim();
const configuredKey = (import.meta.env.PUBLIC_SUPABASE_ANON_KEY as string | undefined)?.trim();
const configuredNaverId = (import.meta.env.PUBLIC_NAVER_CLIENT_ID as string | undefined)?.trim();
const configuredNaverAuthorize = (import.meta.env.PUBLIC_NAVER_AUTHORIZE_URL as string | undefined)?.trim();

export const SUPABASE_URL = (configuredUrl || LOCAL_SUPABASE_URL).replace(/\/+$/, '');
export const SUPABASE_ANON_KEY = configuredKey || LOCAL_SUPABASE_ANON_KEY;

/** A backend on this machine (the local stack, also when tests start it on another port). */
const isLoopback = /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])(:|\/|$)/.test(SUPABASE_URL);

/** Naver Login's client id (public by design: it appears in the authorize URL anyway). */
export const NAVER_CLIENT_ID = configuredNaverId || LOCAL_NAVER_CLIENT_ID;

/**
 * Naver's authorize page. A backend on this machine serves a stand-in with the same
 * parameters; `supabase start` users who want the real Naver set PUBLIC_NAVER_AUTHORIZE_URL.
 */
export const NAVER_AUTHORIZE_URL =
  configuredNaverAuthorize ||
  (isLoopback ? localNaverAuthorizeUrl(SUPABASE_URL) : 'https://nid.naver.com/oauth2.0/authorize');
