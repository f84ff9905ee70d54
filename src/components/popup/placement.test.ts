import { describe, expect, it } from 'vitest';

import { POPUP_FREE_ROUTES, popupShowsOn, routeOf, toPlacement } from './placement';

describe('routeOf', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/down/', '/down'],
    ['/down?utm_source=handoff#install-guide', '/down'],
    ['/user/inquiry/', '/user/inquiry'],
  ])('reads %j as %j', (path, route) => {
    expect(routeOf(path)).toBe(route);
  });
});

describe('popupShowsOn', () => {
  it.each([
    ['/', true],
    ['/faq', true],
    ['/talk/', true],
    ['/industry', true],
    ['/down', false],
    ['/down/', false],
    ['/login', false],
    ['/login?next=%2Fdown', false],
    ['/user/write', false],
    ['/counsel/business', false],
    ['/user/loading', false],
    ['/user/inquiry', false],
    ['/user/account', false],
    ['/user', false],
    // A prefix of a protected path is a page of its own.
    ['/download-news', true],
    ['/users', true],
  ])('on all pages, shows on %s: %s', (path, shows) => {
    expect(popupShowsOn('all', [], path)).toBe(shows);
  });

  it('keeps away from every route the rules name', () => {
    for (const route of POPUP_FREE_ROUTES) expect(popupShowsOn('all', [], route), route).toBe(false);
  });

  it.each([
    ['/faq', true],
    ['/faq/', true],
    ['/talk', true],
    ['/', false],
    ['/industry', false],
  ])('on chosen routes (/faq and /talk/), shows on %s: %s', (path, shows) => {
    expect(popupShowsOn('routes', ['/faq', '/talk/'], path)).toBe(shows);
  });

  it('shows on a protected page when staff choose it by name', () => {
    expect(popupShowsOn('routes', ['/down'], '/down')).toBe(true);
  });

  it('shows nowhere with no chosen route, or when staff choose none', () => {
    for (const path of ['/', '/faq', '/down']) {
      expect(popupShowsOn('routes', [], path)).toBe(false);
      expect(popupShowsOn('none', ['/faq'], path)).toBe(false);
    }
  });
});

describe('toPlacement', () => {
  it.each([
    ['all', 'all'],
    ['routes', 'routes'],
    ['none', 'none'],
    [undefined, 'all'],
    [null, 'all'],
    ['everywhere', 'all'],
  ])('reads %j as %j', (value, placement) => {
    expect(toPlacement(value)).toBe(placement);
  });
});
