// Signing in against the local stack from Node the way a browser would: supabase-js with
// in-memory storage starts the flow, and plain HTTP follows the redirects and submits the
// local sign-in pages (Kakao/Google through /auth/v1, Naver through its stand-in and the
// naver-auth function).
import { createClient, type Session, type SupabaseClient } from '@supabase/supabase-js';

import type { Database } from '../../src/lib/supabase/database.types.ts';
import { LOCAL_NAVER_CLIENT_ID, localNaverAuthorizeUrl } from '../../src/lib/supabase/local-stack.ts';

export type Client = SupabaseClient<Database>;

/** An existing account (by the provider's user id) or a new one typed on the page. */
export type Choice = { account: string } | { name: string; email: string; phone?: string } | 'cancel';

/** Where the site's /login page would be; any loopback origin is allowed by the local auth. */
export const SITE_LOGIN = 'http://127.0.0.1:4321/login';

export function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

export function localClient(url: string, key: string): Client {
  return createClient<Database>(url, key, {
    auth: {
      flowType: 'pkce',
      storage: memoryStorage(),
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
    },
  });
}

const hiddenFields = (page: string) =>
  Object.fromEntries(
    [...page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
      m[1] ?? '',
      (m[2] ?? '').replace(/&amp;/g, '&'),
    ]),
  );

/** Submits the local sign-in page found at `pageUrl`; returns where it redirects to. */
export async function submitSignInPage(pageUrl: string, choice: Choice): Promise<URL> {
  const page = await fetch(pageUrl);
  if (page.status !== 200) throw new Error(`sign-in page answered ${page.status}: ${await page.text()}`);
  const html = await page.text();
  const form = new URLSearchParams(hiddenFields(html));
  if (choice === 'cancel') form.set('choice', 'cancel');
  else if ('account' in choice) {
    form.set('choice', 'existing');
    form.set('account', choice.account);
  } else {
    form.set('choice', 'new');
    form.set('name', choice.name);
    form.set('email', choice.email);
    form.set('phone', choice.phone ?? '');
  }
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';
  const answer = await fetch(new URL(action, pageUrl), { method: 'POST', body: form, redirect: 'manual' });
  const location = answer.headers.get('location');
  if (answer.status !== 302 || !location)
    throw new Error(`sign-in page submit answered ${answer.status}: ${await answer.text()}`);
  return new URL(location);
}

/** Kakao or Google through /auth/v1/authorize, the local page, and the PKCE code exchange. */
export async function signInWithProvider(
  client: Client,
  provider: 'kakao' | 'google',
  choice: Choice,
): Promise<Session> {
  const { data, error } = await client.auth.signInWithOAuth({
    provider,
    options: { redirectTo: SITE_LOGIN, skipBrowserRedirect: true },
  });
  if (error || !data.url) throw error ?? new Error('no authorize URL');
  const authorize = await fetch(data.url, { redirect: 'manual' });
  const pageUrl = authorize.headers.get('location');
  if (authorize.status !== 302 || !pageUrl)
    throw new Error(`authorize answered ${authorize.status}: ${await authorize.text()}`);
  const back = await submitSignInPage(pageUrl, choice);
  const code = back.searchParams.get('code');
  if (!code) throw new Error(`no code in ${back.toString()}`);
  const exchanged = await client.auth.exchangeCodeForSession(code);
  if (exchanged.error || !exchanged.data.session) throw exchanged.error ?? new Error('no session');
  return exchanged.data.session;
}

/** The browser half of Naver: a random state, the stand-in's page, and the code it returns. */
export async function naverCallback(
  supabaseUrl: string,
  choice: Choice,
): Promise<{ code: string | null; state: string; returned: URL }> {
  const state = crypto.randomUUID();
  const authorize = new URL(localNaverAuthorizeUrl(supabaseUrl));
  authorize.search = new URLSearchParams({
    response_type: 'code',
    client_id: LOCAL_NAVER_CLIENT_ID,
    redirect_uri: SITE_LOGIN,
    state,
  }).toString();
  const returned = await submitSignInPage(authorize.toString(), choice);
  return { code: returned.searchParams.get('code'), state: returned.searchParams.get('state') ?? '', returned };
}

export interface NaverAuthSuccess {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  expires_at: number;
  token_type: string;
  user: { id: string; email?: string };
  created: boolean;
}

/** The whole Naver sign-in; resolves to the function's answer and, on success, the set session. */
export async function signInWithNaver(client: Client, supabaseUrl: string, choice: Choice) {
  const { code, state } = await naverCallback(supabaseUrl, choice);
  if (!code) throw new Error('the Naver stand-in returned no code');
  const invoked = await client.functions.invoke<NaverAuthSuccess>('naver-auth', {
    body: { code, state, storedState: state },
  });
  if (invoked.error || !invoked.data) return { error: invoked.error as Error | null, session: null, result: null };
  const set = await client.auth.setSession({
    access_token: invoked.data.access_token,
    refresh_token: invoked.data.refresh_token,
  });
  if (set.error) throw set.error;
  return { error: null, session: set.data.session, result: invoked.data };
}
