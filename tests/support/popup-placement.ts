// The first-visit popup placed where staff might put it, without a build per setting: the page is
// served as a build with that setting would serve it. The seed's notice (from a page that carries
// it) is copied into the page if the build left it out, and its config carries the placement, which
// the <first-visit-popup> element applies to the page it is on (placement.ts).
import type { Page } from 'playwright-core';

import type { PopupConfig } from '../../src/components/popup/first-visit';
import { baseURL } from './member-flows';

const CARD = /<first-visit-popup[\s\S]*?<\/first-visit-popup>/;
const PRE_PAINT = /<script data-last-day="[^"]*">[\s\S]*?<\/script>/;
const CONFIG = /data-config="[^"]*"/;

const attribute = (value: unknown) => JSON.stringify(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The first match, or a loud failure: a test on a page without the markup it expects proves nothing. */
function found(html: string, pattern: RegExp, where: string): string {
  const match = html.match(pattern)?.[0];
  if (!match) throw new Error(`[popup-placement] ${where} has no ${String(pattern)}`);
  return match;
}

/** Serves `path` as a build whose popup is the seed's with `change` applied (placement, routes, link). */
export async function placePopup(page: Page, path: string, change: Partial<PopupConfig>): Promise<void> {
  const donor = await (await fetch(`${baseURL()}/faq`)).text();
  const card = found(donor, CARD, '/faq');
  const prePaint = found(donor, PRE_PAINT, '/faq');
  const config = JSON.parse(
    found(card, CONFIG, 'the card')
      .slice('data-config="'.length, -1)
      .replace(/&quot;/g, '"')
      .replace(/&#34;/g, '"')
      .replace(/&amp;/g, '&'),
  ) as PopupConfig;
  const placed = card.replace(CONFIG, `data-config="${attribute({ ...config, ...change })}"`);
  await page.route(
    (url) => url.href.startsWith(baseURL()) && url.pathname.replace(/\/$/, '') === path.replace(/\/$/, ''),
    async (route) => {
      const response = await route.fetch();
      let html = await response.text();
      if (CARD.test(html)) html = html.replace(CARD, placed);
      else html = html.replace('</head>', `${prePaint}</head>`).replace('</header>', `</header>${placed}`);
      await route.fulfill({ response, body: html });
    },
  );
}
