// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';

import { fetchLatestPopup, popupQueryUrl, toPopupConfig } from './latest-popup';

const SANITY = { projectId: 'abc123', dataset: 'production', apiVersion: '2025-02-19' };
const POPUP = {
  title: '알림톡 무료',
  content: '첫 100건 무료',
  link: '/talk',
  lastDay: '2027-12-31',
  placement: 'all' as const,
  routes: [] as string[],
};

describe('the popup from the CDN', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the CDN (apicdn) for published content only', () => {
    const url = new URL(popupQueryUrl(SANITY));
    expect(url.host).toBe('abc123.apicdn.sanity.io');
    expect(url.pathname).toBe('/v2025-02-19/data/query/production');
    expect(url.searchParams.get('perspective')).toBe('published');
    expect(url.searchParams.get('query')).toContain('firstVisitPopup');
  });

  it.each([
    ['a full config', POPUP, POPUP],
    ['no link', { ...POPUP, link: null }, { ...POPUP, link: null }],
    ['an empty link', { ...POPUP, link: '' }, { ...POPUP, link: null }],
    ['the popup removed', null, null],
    ['a missing last day', { title: 'x', content: 'y' }, null],
    [
      'a document saved before the placement existed',
      { title: POPUP.title, content: POPUP.content, link: '/talk', lastDay: POPUP.lastDay },
      POPUP,
    ],
    [
      'chosen routes',
      { ...POPUP, placement: 'routes', routes: ['/faq', 3] },
      { ...POPUP, placement: 'routes', routes: ['/faq'] },
    ],
  ])('reads %s', (_why, result, config) => {
    expect(toPopupConfig(result)).toEqual(config);
  });

  it('returns the current popup, and fails loudly on an HTTP error so the baked copy is used', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(new Response(JSON.stringify({ result: POPUP }))));
    await expect(fetchLatestPopup(SANITY)).resolves.toEqual(POPUP);
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(new Response('nope', { status: 503 })));
    await expect(fetchLatestPopup(SANITY)).rejects.toThrow('503');
  });
});
