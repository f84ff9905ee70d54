import { readFileSync } from 'node:fs';
import { inject } from 'vitest';

import { IMMUTABLE } from '../../src/integrations/security-headers/csp';
import { headersFromFile } from '../../src/integrations/security-headers/headers-file';
import { VERCEL_OUTPUT_DIR, type VercelOutputConfig } from '../../src/integrations/security-headers/vercel';
import { WIDTHS } from '../../tools/browser';
import { ROUTES } from '../../tools/routes';
import { describe, expect, it } from '../support/browser-test';
import { watchViolations } from '../support/csp-violations';
import { HOSTILE_PATHS, redirectOf, SITE_PAGE } from '../support/vercel-redirects';

// dist/ served the way Netlify or Cloudflare Pages would serve it: with the _headers file the
// build wrote (the e2e setup's server does that, on the origin the local stack grants CORS to).
// Every page must load under that CSP without a single violation.
const server = { url: inject('baseURL') };

describe('security headers', () => {
  it('are sent with every page', async () => {
    const response = await fetch(`${server.url}/down`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    // Built from the seed, the popup asks no Sanity project, so only the local Supabase is named.
    expect(csp).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:\d+;/);
    expect(csp).not.toContain('apicdn.sanity.io');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d{8}; includeSubDomains$/);
    expect(response.headers.get('cache-control')).not.toContain('immutable');
  });

  it('let the hashed assets under /_astro/ be cached for a year', async () => {
    const html = await (await fetch(`${server.url}/faq`)).text();
    const asset = /\/_astro\/[\w.-]+\.js/.exec(html)?.[0];
    expect(asset).toBeDefined();
    expect((await fetch(`${server.url}${asset}`)).headers.get('cache-control')).toBe(IMMUTABLE);
  });

  it.for([...ROUTES.map((r) => r.path), '/does-not-exist'])(
    'let %s load and hydrate without a CSP violation',
    async (path, { openPage }) => {
      const { page, problems } = await openPage(WIDTHS.mb, {}, { showFirstVisitPopup: path === '/' });
      const violations = await watchViolations(page);
      await page.goto(server.url + path, { waitUntil: 'networkidle' });
      if (path.startsWith('/user/')) {
        // A guest in the member area gets the login dialog from the ModalLayer island.
        await page.getByRole('dialog', { name: '로그인' }).waitFor({ state: 'visible' });
      } else {
        // The first-visit notice is a modal: the page behind it waits until it is closed.
        if (path === '/') await page.keyboard.press('Escape');
        // The header's <site-header> script ran under the policy: it defines its element (once
        // the browser is idle, which a loaded machine reaches late) and its menu opens.
        await page.waitForFunction(() => customElements.get('site-header') !== undefined);
        await page.getByRole('button', { name: '메뉴 열기' }).click();
        await page.getByRole('dialog', { name: '전체 메뉴' }).waitFor({ state: 'visible' });
      }
      expect(await violations()).toEqual([]);
      expect(problems.consoleErrors.filter((e) => !e.includes('404'))).toEqual([]);
    },
  );

  it('let a member sign in through Supabase, read their inquiries and download the installer under the policy', async ({
    openPage,
  }) => {
    const { page } = await openPage(WIDTHS.pc);
    const onSite = (url: URL) => url.origin === server.url;
    const violations = await watchViolations(page);
    await page.goto(`${server.url}/user/inquiry`, { waitUntil: 'networkidle' });
    const dialog = page.getByRole('dialog', { name: '로그인' });
    await dialog.getByRole('button', { name: '카카오 로그인' }).click();
    await page.waitForURL((url) => !onSite(url));
    await page
      .getByRole('button', { name: /김민준/ })
      .first()
      .click();
    await page.waitForURL((url) => onSite(url) && url.pathname.startsWith('/user/inquiry'), { timeout: 15_000 });
    await page.getByRole('heading', { name: '상담 문의 내역' }).waitFor();
    await page.locator('header').getByRole('button', { name: '로그아웃' }).waitFor();
    // The installer: a signed URL from Supabase Storage (connect-src), then a download.
    await page.goto(`${server.url}/down`, { waitUntil: 'networkidle' });
    const download = page.waitForEvent('download');
    await page
      .getByRole('main')
      .getByRole('button', { name: /다운로드/ })
      .first()
      .click();
    expect((await download).suggestedFilename()).toBe('skpossetup.exe');
    expect(await violations()).toEqual([]);
  });

  it('would catch a violation: the same page under a policy without the script hashes', async ({
    openPage,
    serveDist,
  }) => {
    const strict = await serveDist(() => ({ 'Content-Security-Policy': "default-src 'self'; script-src 'self'" }));
    const { page } = await openPage(WIDTHS.mb);
    const violations = await watchViolations(page);
    await page.goto(`${strict}/faq`, { waitUntil: 'networkidle' });
    expect((await violations()).length).toBeGreaterThan(0);
  });

  it('are what Vercel serves too: this build’s .vercel/output carries the same headers as _headers', () => {
    const config = JSON.parse(readFileSync(`${VERCEL_OUTPUT_DIR}/config.json`, 'utf8')) as VercelOutputConfig;
    const served = headersFromFile('dist/_headers');
    for (const path of ['/faq', '/_astro/x.js']) {
      const added = config.routes
        .filter((route) => 'src' in route && route.continue && new RegExp(route.src).test(path))
        .map((route) => ('headers' in route ? route.headers : {}));
      expect(Object.assign({}, ...added), path).toEqual(served(path));
    }
    expect(readFileSync(`${VERCEL_OUTPUT_DIR}/static/faq/index.html`, 'utf8')).toBe(
      readFileSync('dist/faq/index.html', 'utf8'),
    );
  });

  it('keep this build’s trailing-slash redirect on the site for every hostile path', () => {
    const { routes } = JSON.parse(readFileSync(`${VERCEL_OUTPUT_DIR}/config.json`, 'utf8')) as VercelOutputConfig;
    const offSite = HOSTILE_PATHS.filter((path) => {
      const target = redirectOf(routes, path);
      return target !== undefined && target.origin !== new URL(SITE_PAGE).origin;
    });
    expect(offSite).toEqual([]);
    expect(redirectOf(routes, '/faq/')?.pathname).toBe('/faq');
  });
});
