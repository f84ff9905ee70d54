// Full-page screenshots of the built site, for looking at pages the way a visitor would:
//   node tools/screenshots.ts [route ...]   → reports/screenshots/<route>-<width>.png
// Reads dist/ (run `npm run build` first). Motion is reduced so reveals do not hide sections.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { launchBrowser, WIDTHS } from './browser.ts';
import { ROUTES } from './routes.ts';
import { startStaticServer } from './static-server.ts';

const routes = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ROUTES.map((r) => r.path);
const out = 'reports/screenshots';
mkdirSync(out, { recursive: true });

const server = await startStaticServer({ root: fileURLToPath(new URL('../dist/', import.meta.url)) });
const browser = await launchBrowser();
try {
  for (const width of Object.values(WIDTHS)) {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      reducedMotion: 'reduce',
      locale: 'ko-KR',
    });
    const page = await context.newPage();
    for (const route of routes) {
      await page.goto(server.url + route, { waitUntil: 'networkidle' });
      // Pages may skip rendering off-screen sections (content-visibility); a capture shows them all.
      await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
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
      const name = route === '/' ? 'home' : route.slice(1).replaceAll('/', '-');
      await page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: true });
      console.log(`${out}/${name}-${width}.png`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
