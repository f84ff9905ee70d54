// Imported by islands (through lib/supabase/config.ts), the build's integrations and the
// tools: which Supabase project and Naver app the browser talks to, with the one fallback to
// the local stack. Public values only.
import {
  LOCAL_NAVER_CLIENT_ID,
  LOCAL_SUPABASE_PUBLISHABLE_KEY,
  LOCAL_SUPABASE_URL,
  localNaverAuthorizeUrl,
} from '../supabase/local-stack.ts';
import { envText } from './read.ts';
import type { EnvSource } from './variables.ts';

export interface SupabaseTarget {
  /** The project URL without a trailing slash: PUBLIC_SUPABASE_URL, else the local stack. */
  url: string;
  /** PUBLIC_SUPABASE_PUBLISHABLE_KEY, else the legacy PUBLIC_SUPABASE_ANON_KEY, else the local stack's publishable key. */
  key: string;
  /** The variable the key came from; undefined for the local stack's. */
  keyVariable: 'PUBLIC_SUPABASE_PUBLISHABLE_KEY' | 'PUBLIC_SUPABASE_ANON_KEY' | undefined;
  /** A backend on this machine (the local stack, also when tests start it on another port). */
  loopback: boolean;
}

export function supabaseTarget(source: EnvSource): SupabaseTarget {
  const url = (envText(source, 'PUBLIC_SUPABASE_URL') ?? LOCAL_SUPABASE_URL).replace(/\/+$/, '');
  const publishable = envText(source, 'PUBLIC_SUPABASE_PUBLISHABLE_KEY');
  const legacy = envText(source, 'PUBLIC_SUPABASE_ANON_KEY');
  return {
    url,
    key: publishable ?? legacy ?? LOCAL_SUPABASE_PUBLISHABLE_KEY,
    keyVariable: publishable ? 'PUBLIC_SUPABASE_PUBLISHABLE_KEY' : legacy ? 'PUBLIC_SUPABASE_ANON_KEY' : undefined,
    loopback: /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])(:|\/|$)/.test(url),
  };
}

export interface NaverLogin {
  /** Naver Login's client id (public by design: it appears in the authorize URL anyway). */
  clientId: string;
  /**
   * Naver's authorize page. A backend on this machine serves a stand-in with the same
   * parameters; `supabase start` users who want the real Naver set PUBLIC_NAVER_AUTHORIZE_URL.
   */
  authorizeUrl: string;
}

export function naverLogin(source: EnvSource, supabase: SupabaseTarget = supabaseTarget(source)): NaverLogin {
  return {
    clientId: envText(source, 'PUBLIC_NAVER_CLIENT_ID') ?? LOCAL_NAVER_CLIENT_ID,
    authorizeUrl:
      envText(source, 'PUBLIC_NAVER_AUTHORIZE_URL') ??
      (supabase.loopback ? localNaverAuthorizeUrl(supabase.url) : 'https://nid.naver.com/oauth2.0/authorize'),
  };
}

/** What the build says when the browser gets the legacy key (src/integrations/environment/). */
export function supabaseKeyWarnings(target: SupabaseTarget): string[] {
  return target.keyVariable === 'PUBLIC_SUPABASE_ANON_KEY'
    ? [
        'PUBLIC_SUPABASE_ANON_KEY is the legacy anon key, which Supabase retires by the end of 2026: set PUBLIC_SUPABASE_PUBLISHABLE_KEY (sb_publishable_…) instead.',
      ]
    : [];
}
