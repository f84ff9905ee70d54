// Every sentence a route shows is in its HTML document: what Chromium shows after scrolling to
// the end, scripts running, is read again from the document as served, without scripts, as a
// crawler reads it (docs/product.md#without-scripts). Nothing of the page arrives by script
// after load; no member is signed in, so no member's data is on the page.
import { inject } from 'vitest';

import { WIDTHS } from '../../tools/browser';
import { ROUTES } from '../../tools/routes';
import { describe, expect, it } from '../support/browser-test';
import { documentText, missingFromDocument, shownTexts } from '../support/document-text';
import { scrollThrough } from '../support/page-flow';

const baseURL = inject('baseURL');
const documentOf = async (path: string) => documentText(await (await fetch(`${baseURL}${path}`)).text());

describe('every sentence a route shows is in its document', () => {
  it.for(ROUTES.flatMap(({ path }) => [[path, WIDTHS.mb] as const, [path, WIDTHS.pc] as const]))(
    '%s at %i px',
    async ([path, width], { openSite }) => {
      const { page } = await openSite(path, { width });
      await scrollThrough(page);
      const shown = await shownTexts(page);
      expect(shown.length).toBeGreaterThan(0);
      expect(missingFromDocument(shown, await documentOf(path))).toEqual([]);
    },
  );

  it('finds a sentence a script adds after load, which the document does not have', async ({ openPage }) => {
    const { page } = await openPage(WIDTHS.mb);
    await page.addInitScript(() =>
      addEventListener('load', () => {
        const late = document.createElement('p');
        late.textContent = '불러온 뒤에 스크립트가 넣은 문장입니다.';
        document.querySelector('main')?.append(late);
      }),
    );
    await page.goto(`${baseURL}/faq`, { waitUntil: 'load' });
    await page.getByText('불러온 뒤에 스크립트가 넣은 문장입니다.').waitFor();
    expect(missingFromDocument(await shownTexts(page), await documentOf('/faq'))).toEqual([
      '불러온 뒤에 스크립트가 넣은 문장입니다.',
    ]);
  });
});
