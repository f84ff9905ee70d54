// The local stack from a real browser on another origin, as the site uses it: supabase-js
// (its UMD build) on a loopback page signs in through the local Kakao and Naver pages, then
// reads its profile over REST and downloads the installer through the download function's
// link. This is what Node's fetch cannot show: CORS preflights, redirects and the sign-in pages' forms in Chromium.
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

import { LOCAL_NAVER_CLIENT_ID, localNaverAuthorizeUrl } from '../../src/lib/supabase/local-stack.ts';
import { startStaticServer } from '../../tools/static-server.ts';
import { describe, expect, it, type OpenPage } from '../support/browser-test.ts';

const url = inject('supabaseUrl');
const anonKey = inject('supabaseAnonKey');
// The page must be served where the stack grants CORS (tests/support/test-stack.ts).
const sitePort = Number(new URL(inject('siteOrigin')).port);

const root = mkdtempSync(join(tmpdir(), 'sodam-browser-site-'));
let site: Awaited<ReturnType<typeof startStaticServer>>;

const client = `const client = supabase.createClient(${JSON.stringify(url)}, ${JSON.stringify(anonKey)},
  { auth: { flowType: 'pkce', detectSessionInUrl: false } });`;

const page = (
  body: string,
) => `<!doctype html><html lang="ko"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>로컬 스택 확인</title>
<script src="/supabase.js"></script></head><body><main><p id="out">대기 중</p></main><script>${client}
const out = document.getElementById('out');
${body}</script></body></html>`;

const START = page(`
window.startKakao = () => client.auth.signInWithOAuth({ provider: 'kakao', options: { redirectTo: location.origin + '/login' } });
window.startNaver = () => {
  const state = crypto.randomUUID();
  sessionStorage.setItem('naver-state', state);
  const to = new URL(${JSON.stringify(localNaverAuthorizeUrl(url))});
  to.search = new URLSearchParams({ response_type: 'code', client_id: ${JSON.stringify(LOCAL_NAVER_CLIENT_ID)}, redirect_uri: location.origin + '/login', state });
  location.assign(to.toString());
};`);

const LOGIN = page(`
(async () => {
  const params = new URLSearchParams(location.search);
  const naverState = sessionStorage.getItem('naver-state');
  if (naverState) {
    sessionStorage.removeItem('naver-state');
    const { data, error } = await client.functions.invoke('naver-auth', { body: { code: params.get('code'), state: params.get('state'), storedState: naverState } });
    if (error) throw new Error('naver-auth: ' + (await error.context.text()));
    const set = await client.auth.setSession({ access_token: data.access_token, refresh_token: data.refresh_token });
    if (set.error) throw set.error;
  } else {
    const { error } = await client.auth.exchangeCodeForSession(params.get('code'));
    if (error) throw error;
  }
  const { data: { user } } = await client.auth.getUser();
  const profile = await client.from('profiles').select('name, social').single();
  if (profile.error) throw profile.error;
  const link = await client.functions.invoke('download', { body: {} });
  if (link.error) throw new Error('download: ' + (await link.error.context.text()));
  const file = await (await fetch(link.data.url)).text();
  out.textContent = JSON.stringify({ email: user.email, ...profile.data, installer: file.includes('SODAM-POS-LOCAL-PLACEHOLDER-INSTALLER') });
})().catch((error) => { out.textContent = '오류: ' + error.message; });`);

beforeAll(async () => {
  const require = createRequire(import.meta.url);
  copyFileSync(require.resolve('@supabase/supabase-js/dist/umd/supabase.js'), join(root, 'supabase.js'));
  writeFileSync(join(root, 'index.html'), START);
  writeFileSync(join(root, 'login.html'), LOGIN);
  site = await startStaticServer({ root, port: sitePort });
});

afterAll(async () => {
  await site.close();
  rmSync(root, { recursive: true, force: true });
});

async function signIn(openPage: OpenPage, start: 'startKakao' | 'startNaver', pick: (page: Page) => Promise<void>) {
  const { page: tab, problems } = await openPage(1024);
  await tab.goto(`${site.url}/`);
  // Not awaited inside the page: the call navigates away.
  await tab.evaluate(`void window.${start}()`);
  await tab.waitForURL((address) => address.origin === new URL(url).origin);
  await expect(tab.getByRole('note').innerText()).resolves.toContain('로컬 테스트용 로그인 페이지입니다.');
  await pick(tab);
  await tab.waitForURL((address) => address.pathname === '/login');
  await tab.waitForFunction(() => document.getElementById('out')?.textContent !== '대기 중');
  const result = await tab.locator('#out').innerText();
  expect({ failed: problems.failedRequests, errors: problems.consoleErrors }).toEqual({ failed: [], errors: [] });
  return result;
}

describe('in Chromium, from another origin', () => {
  it('Kakao: the local page, the PKCE exchange, REST and the download function all work', async ({ openPage }) => {
    const result = await signIn(openPage, 'startKakao', (tab) => tab.getByRole('button', { name: /김민준/ }).click());
    expect(JSON.parse(result)).toEqual({
      email: 'minjun.kim@example.com',
      name: '김민준',
      social: 'kakao',
      installer: true,
    });
  });

  it('Naver: the stand-in page, the naver-auth function and setSession work', async ({ openPage }) => {
    const result = await signIn(openPage, 'startNaver', async (tab) => {
      await tab.getByLabel('이름', { exact: true }).fill('배브라우저');
      await tab.getByLabel('이메일', { exact: true }).fill('browser.naver@example.com');
      await tab.getByRole('button', { name: '새 계정으로 로그인' }).click();
    });
    expect(JSON.parse(result)).toEqual({
      email: 'browser.naver@example.com',
      name: '배브라우저',
      social: 'naver',
      installer: true,
    });
  });
});
