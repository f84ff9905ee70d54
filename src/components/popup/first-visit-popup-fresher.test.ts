// The <first-visit-popup> element with a Sanity project configured: the fresher copy it reads
// from the CDN after the build (the markup and mount: tests/support/popup-page.ts).
import { beforeAll, describe, expect, it, vi } from 'vitest';

import {
  button,
  card,
  cdnAnswers,
  HOSTILE,
  mount,
  POPUP,
  SANITY,
  settle,
  usePopupPage,
} from '../../../tests/support/popup-page';
import { defineFirstVisitPopup } from './first-visit-popup';

beforeAll(() => defineFirstVisitPopup());
usePopupPage();

describe('<first-visit-popup> with a Sanity project configured', () => {
  it('shows a fresher copy from the CDN as text, never as markup', async () => {
    cdnAnswers({ ...POPUP, title: HOSTILE, content: `${HOSTILE}\n둘째 줄` });
    mount(POPUP, SANITY);
    await settle();
    expect(card()?.querySelector('h2')?.textContent).toBe(HOSTILE);
    expect(card()?.querySelector('p')?.textContent).toBe(`${HOSTILE}\n둘째 줄`);
    expect(card()?.querySelector('img, script')).toBeNull();
  });

  it('shows a copy published after the build, though the build’s had ended before the first paint', async () => {
    document.documentElement.setAttribute('data-popup', 'off');
    cdnAnswers({ ...POPUP, title: '새 공지', lastDay: '2026-12-31' });
    mount({ ...POPUP, lastDay: '2026-11-01' }, SANITY);
    await settle();
    expect(document.documentElement.hasAttribute('data-popup')).toBe(false);
    expect(card()?.querySelector('h2')?.textContent).toBe('새 공지');
  });

  it('fills in the empty card when the build had no popup', async () => {
    cdnAnswers(POPUP);
    mount(null, SANITY);
    expect(card()).toBeNull();
    await settle();
    expect(card()?.querySelector('h2')?.textContent).toBe(POPUP.title);
    button('확인').click();
    expect(window.location.hash).toBe('#talk');
  });

  it('takes the card away when the editors removed the popup', async () => {
    cdnAnswers(null);
    mount(POPUP, SANITY);
    await settle();
    expect(card()).toBeNull();
  });

  it('takes the card away when the editors moved the popup to other routes since the build', async () => {
    cdnAnswers({ ...POPUP, placement: 'routes', routes: ['/somewhere-else'] });
    mount(POPUP, SANITY);
    await settle();
    expect(card()).toBeNull();
  });

  it('keeps the card when the fresher copy names this page among its routes', async () => {
    cdnAnswers({ ...POPUP, placement: 'routes', routes: [window.location.pathname] });
    mount(POPUP, SANITY);
    await settle();
    expect(card()?.open).toBe(true);
  });

  it('keeps the build’s copy, with a warning, when the CDN cannot be read', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('nope', { status: 503 })));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mount(POPUP, SANITY);
    await settle();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[popup]'), expect.any(Error));
    expect(card()?.querySelector('h2')?.textContent).toBe(POPUP.title);
  });

  it('does not come back when the CDN answers after the visitor closed it', async () => {
    cdnAnswers(POPUP);
    mount(POPUP, SANITY);
    button('닫기').click();
    await settle();
    expect(card()).toBeNull();
  });
});
