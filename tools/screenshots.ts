// Full-page screenshots of the built site, for looking at pages the way a visitor would:
//   node tools/screenshots.ts [--no-scripts] [route ...]   → reports/screenshots/<route>-<width>.png
// Reads dist/ (run `npm run build` first). Motion is reduced so reveals do not hide sections.
// --no-scripts shows the pages as a browser without scripts does (…-<width>-no-scripts.png).
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

import { launchBrowser, WIDTHS } from './browser.ts';
import { ROUTES } from './routes.ts';
import { startStaticServer } from './static-server.ts';

const scripts = !process.argv.includes('--no-scripts');
const asked = process.argv.slice(2).filter((arg) => arg !== '--no-scripts');
const routes = asked.length > 0 ? asked : ROUTES.map((r) => r.path);
const out = 'reports/screenshots';
mkdirSync(out, { recursive: true });

/** Renders every section and loads every picture, scrolling once over the page. */
async function showEverything(page: Page): Promise<void> {
  // Pages may skip rendering off-screen sections (content-visibility); a capture shows them all.
  await page.addStyleTag({ content: SHOW_ALL });
  // Lazy images below the fold load only near the viewport: pass over the page once, then
  // wait (at most a few seconds) for every displayed image before the full-page capture.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
    const settled = [...document.images]
      .filter((img) => img.offsetParent && !img.complete)
      .map(
        (img) =>
          new Promise((resolve) => {
            img.addEventListener('load', resolve, { once: true });
            img.addEventListener('error', resolve, { once: true });
          }),
      );
    await Promise.race([Promise.all(settled), new Promise((resolve) => setTimeout(resolve, 5000))]);
    await document.fonts.ready;
  });
}

/**
 * The same without scripts in the page, where only a synchronous evaluation runs: the viewport
 * is made as tall as the page, so the browser's own lazy loading fetches every picture, and the
 * tool asks until they are in (at most a few seconds).
 */
async function showEverythingWithoutScripts(page: Page): Promise<void> {
  await page.evaluate(
    (css) => document.head.append(Object.assign(document.createElement('style'), { textContent: css })),
    SHOW_ALL,
  );
  const viewport = page.viewportSize();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  if (viewport) await page.setViewportSize({ width: viewport.width, height });
  for (let i = 0; i < 50; i++) {
    if (await page.evaluate(() => [...document.images].every((img) => img.complete))) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (viewport) await page.setViewportSize(viewport);
}

const SHOW_ALL = '* { content-visibility: visible !important; }';

const server = await startStaticServer({ root: fileURLToPath(new URL('../dist/', import.meta.url)) });
const browser = await launchBrowser();
try {
  for (const width of Object.values(WIDTHS)) {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      reducedMotion: 'reduce',
      locale: 'ko-KR',
      javaScriptEnabled: scripts,
    });
    const page = await context.newPage();
    for (const route of routes) {
      await page.goto(server.url + route, { waitUntil: 'networkidle' });
      if (scripts) await showEverything(page);
      else await showEverythingWithoutScripts(page);
      const name = `${route === '/' ? 'home' : route.slice(1).replaceAll('/', '-')}-${width}${scripts ? '' : '-no-scripts'}`;
      await page.screenshot({ path: `${out}/${name}.png`, fullPage: true });
      console.log(`${out}/${name}.png`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
