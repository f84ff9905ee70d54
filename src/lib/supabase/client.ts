// The one browser Supabase client. supabase-js is imported dynamically, so it becomes its own
// chunk that a page downloads only when something first needs the backend (a sign-in, a
// download, a /user page); marketing pages otherwise never pay for it
// (docs/architecture.md#performance-budgets).
import type { SupabaseClient } from '@supabase/supabase-js';

import { SUPABASE_KEY, SUPABASE_URL } from './config';
import type { Database } from './database.types';
import { AUTH_STORAGE_KEY } from './session-peek';

export type Supabase = SupabaseClient<Database>;

let client: Promise<Supabase> | undefined;

/** The shared client, created on first call. A failed chunk download may be retried. */
export function getSupabase(): Promise<Supabase> {
  client ??= import('@supabase/supabase-js').then(
    ({ createClient }) =>
      createClient<Database>(SUPABASE_URL, SUPABASE_KEY, {
        auth: {
          flowType: 'pkce',
          persistSession: true,
          autoRefreshToken: true,
          // /login finishes every sign-in itself (PKCE code for Kakao and Google, Naver's
          // code and state for the edge function), so the client must not guess from the URL.
          detectSessionInUrl: false,
          // A fixed key, so the header's session peek finds the session without supabase-js.
          storageKey: AUTH_STORAGE_KEY,
        },
      }),
    (error: unknown) => {
      client = undefined;
      throw error;
    },
  );
  return client;
}
