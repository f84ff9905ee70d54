// What routes.test.ts and member-a11y.test.ts leave out — axe at the tablet
// width with each dialog open, the mobile menu panel, and reduced motion on every route.
import type { Page } from 'playwright-core';

import { CAROUSEL_INTERVAL_MS } from '../../src/lib/motion/timing';
import { WIDTHS } from '../../tools/browser';
import { ROUTES } from '../../tools/routes';
import { axeViolations } from '../support/axe';
import { describe, expect, it } from '../support/browser-test';
import { authButton, visit } from '../support/member-flows';
import { framesPass, openDownloadDialog } from '../support/page-flow';

describe('axe at the tablet width (1024 px) with a dialog open', () => {
  it.for([
    [
      'the login dialog',
      '/faq',
      async (page: Page) => {
        await authButton(page).click();
        await page.getByRole('dialog', { name: '로그인' }).waitFor();
      },
    ],
    ['the download dialog', '/down', openDownloadDialog],
    [
      'the mobile menu with 문의하기 open',
      '/',
      async (page: Page) => {
        await page.getByRole('button', { name: '메뉴 열기' }).click();
        const menu = page.getByRole('navigation', { name: '모바일 메뉴' });
        await menu.getByRole('button', { name: '문의하기' }).click();
        await menu.getByRole('link', { name: '상담 문의' }).waitFor();
      },
    ],
  ] as const)('%s', async ([_name, path, open], { openSite }) => {
    const { page } = await openSite(path, { width: WIDTHS.tablet });
    await open(page);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('the first-visit popup', async ({ openPopupSite }) => {
    const { page } = await openPopupSite('/', { width: WIDTHS.tablet });
    await page
      .getByRole('dialog')
      .filter({ has: page.getByRole('button', { name: '오늘 하루 보지 않기' }) })
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('with prefers-reduced-motion: reduce', () => {
  // home-motion.test.ts times the home page's carousels and strips one by one; this sweeps
  // every route in one page: nothing waits to be revealed, nothing animates or plays, and a
  // second look (after longer than a carousel's 3 s interval on the home page) finds the same.
  it('nothing moves on any route', async ({ openPage }) => {
    const { page } = await openPage(WIDTHS.pc, { reducedMotion: 'reduce' });
    // The page's clock, so the second look comes after the interval without waiting it out:
    // timers and frames are run forward, and anything the browser animates by itself shows as
    // a running animation at once.
    await page.clock.install();
    const snapshot = () =>
      page.evaluate(() => ({
        pendingReveals: document.querySelectorAll('.reveal-pending').length,
        transparentSections: [...document.querySelectorAll('main section')].filter(
          (el) => getComputedStyle(el).opacity !== '1',
        ).length,
        // Moving means lasting: under reduced motion a transition still runs, for 0.01 ms, and on a
        // busy machine one that a late picture or element set off can be caught in that instant.
        runningAnimations: document
          .getAnimations()
          .filter((a) => a.playState === 'running' && Number(a.effect?.getComputedTiming().activeDuration) > 1).length,
        playingVideos: [...document.querySelectorAll('video')].filter((v) => !v.paused).length,
        strips: [...document.querySelectorAll('motion-strip .track')].map((track) => getComputedStyle(track).transform),
        slides: [...document.querySelectorAll('[aria-roledescription="slide"]')].map((slide) =>
          slide.getAttribute('aria-hidden'),
        ),
      }));
    for (const { path } of ROUTES) {
      await visit(page, path);
      // Under reduced motion a reveal is a no-op, so a quick pass wakes every observer.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
      });
      // A /user page's gate opens the login dialog for a guest once it has read the session, late
      // on a busy machine; what that change sets off (0.01 ms under reduced motion) is over a
      // couple of frames later. The snapshot is taken then, not in the middle of it.
      if (path.startsWith('/user/')) await page.getByRole('dialog', { name: '로그인' }).waitFor();
      await framesPass(page);
      const before = await snapshot();
      await page.clock.runFor(path === '/' ? CAROUSEL_INTERVAL_MS + 500 : 800);
      const after = await snapshot();
      expect({ path, ...before }).toMatchObject({
        path,
        pendingReveals: 0,
        transparentSections: 0,
        runningAnimations: 0,
        playingVideos: 0,
      });
      expect({ path, ...after }).toEqual({ path, ...before });
    }
  });
});
