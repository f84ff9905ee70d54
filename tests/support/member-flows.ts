// Helpers for the member-flow browser tests: seed members, signing in through the local
// stack's sign-in pages exactly as a person would, and staff access to the tables through
// PostgREST with the service-role key (what the dashboard does).
import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { inject } from 'vitest';

import { FIRST_SCREEN_ATTRIBUTE } from '../../src/lib/page/first-screen';
import type { Provider } from '../../src/lib/supabase/providers';
import { openPage, type PageProblems } from '../../tools/browser';

export const baseURL = () => inject('baseURL');

/** Seed members (supabase/seed.sql). */
export const KIM = {
  id: '11111111-1111-4111-8111-111111111111',
  name: '김민준',
  email: 'minjun.kim@example.com',
  provider: 'kakao',
} as const;
export const LEE = {
  id: '22222222-2222-4222-8222-222222222222',
  name: '이서연',
  email: 'seoyeon.lee@example.com',
  provider: 'google',
} as const;

export interface NewAccount {
  name: string;
  email: string;
  phone?: string;
}

/** A member nobody has used yet, so a test starts from a known, empty state. */
export const newAccount = (name = '새회원'): NewAccount => ({
  name,
  email: `member-${randomUUID().slice(0, 12)}@example.com`,
});

export interface SitePage {
  page: Page;
  problems: PageProblems;
  close: () => Promise<void>;
}

/** Where and how a page is opened: its width, whether the first-visit popup runs, its context. */
export type SiteOptions = BrowserContextOptions & {
  width?: number;
  popup?: boolean;
  /** Runs on the blank page before it loads `path` (a fixed clock, a route). */
  before?: (page: Page) => Promise<void>;
};

/**
 * Resolves once the page is ready to be used, by the signals the page itself gives (no waiting
 * for the network to fall silent, which costs every page open half a second): it has loaded,
 * its code has started after the first screen (FIRST_SCREEN_ATTRIBUTE), every custom element on
 * it is defined (they are defined at idle) and every island that hydrates after the first paint
 * has (Astro drops its `ssr` attribute). Islands that wait to be seen or asked for are left alone.
 */
export async function pageReady(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForFunction(
    (attribute) =>
      document.documentElement.hasAttribute(attribute) &&
      document.querySelectorAll(':not(:defined)').length === 0 &&
      document.querySelectorAll('astro-island[ssr][client="after-paint"]').length === 0,
    FIRST_SCREEN_ATTRIBUTE,
  );
}

/** Goes to the site's `path` and waits until the page is ready (pageReady). */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(`${baseURL()}${path}`);
  await pageReady(page);
}

/**
 * A fresh browser context (empty storage) on `path`, ready to be used (pageReady). The
 * first-visit popup is hidden with its own cookie unless a test is about the popup.
 */
export async function openSite(
  browser: Browser,
  path: string,
  { width = 1440, popup = false, before, ...context }: SiteOptions = {},
): Promise<SitePage> {
  const site = await openPage(browser, width, context, { showFirstVisitPopup: popup });
  await before?.(site.page);
  await visit(site.page, path);
  return site;
}

const onSite = (url: URL) => url.href.startsWith(baseURL());

/**
 * Console errors raised by the site's own pages. The local stack's sign-in pages are not the
 * site (their favicon request, for one, is answered 401 by the gateway), so they are left out.
 */
export function recordSiteErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.location().url.startsWith(baseURL())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The header's 로그인 / 로그아웃 button. */
export const authButton = (page: Page) => page.locator('header').getByRole('button', { name: /^로그(인|아웃)$/ });

const PROVIDER_BUTTON: Record<Provider, string> = {
  kakao: '카카오 로그인',
  naver: '네이버 로그인',
  google: 'Google 계정으로 로그인',
};

/** Presses a provider in the open login dialog and waits for the local sign-in page. */
export async function chooseProvider(page: Page, provider: Provider): Promise<void> {
  await page.getByRole('dialog', { name: '로그인' }).getByRole('button', { name: PROVIDER_BUTTON[provider] }).click();
  await page.waitForURL((url) => !onSite(url));
  await page.getByRole('heading', { name: /계정으로 로그인/ }).waitFor();
}

/** On the local sign-in page: pick an existing account by name, type a new one, or cancel. */
export async function answerSignInPage(
  page: Page,
  choice: { existing: string } | NewAccount | 'cancel',
): Promise<void> {
  if (choice === 'cancel') await page.getByRole('button', { name: '취소하고 돌아가기' }).click();
  else if ('existing' in choice)
    await page
      .getByRole('button', { name: new RegExp(choice.existing) })
      .first()
      .click();
  else {
    await page.getByLabel('이름').fill(choice.name);
    await page.getByLabel('이메일').fill(choice.email);
    if (choice.phone) await page.getByLabel(/휴대폰 번호/).fill(choice.phone);
    await page.getByRole('button', { name: '새 계정으로 로그인' }).click();
  }
  await page.waitForURL((url) => onSite(url));
}

/** The whole sign-in from the header, back on the page it started from. */
export async function signIn(page: Page, provider: Provider, choice: { existing: string } | NewAccount): Promise<void> {
  const dialog = page.getByRole('dialog', { name: '로그인' });
  // A /user page opens the dialog by itself once its gate has read the session; pressing 로그인
  // meanwhile would race it (the opening dialog takes the press), so there it is waited for.
  if (new URL(page.url()).pathname.startsWith('/user/')) await dialog.waitFor();
  else if (!(await dialog.isVisible())) await authButton(page).click();
  await chooseProvider(page, provider);
  await answerSignInPage(page, choice);
  await page.waitForURL((url) => onSite(url) && !url.pathname.startsWith('/login'));
  await authButton(page).filter({ hasText: '로그아웃' }).waitFor();
}

/** Signs in on /faq (so nothing redirects), then opens `path`. */
export async function memberOn(
  page: Page,
  path: string,
  provider: Provider,
  choice: { existing: string } | NewAccount,
): Promise<void> {
  await signIn(page, provider, choice);
  await visit(page, path);
}

/** Staff access: PostgREST with the service-role key, which bypasses RLS. */
export async function staff<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const serviceRoleKey = inject('supabaseServiceRoleKey');
  const response = await fetch(`${inject('supabaseUrl')}/rest/v1/${path}`, {
    method: init.method ?? 'GET',
    headers: {
      apikey: serviceRoleKey,
      Authorization: `Bearer ${serviceRoleKey}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  if (!response.ok)
    throw new Error(`staff ${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** Polls until `check` returns a value (rows written by a request the page did not await). */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
