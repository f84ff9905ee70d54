import { afterEach, describe, expect, it, vi } from 'vitest';

import { startNearPictures } from './near-pictures';

/** A stand-in IntersectionObserver that reports what the test says is near. */
class FakeObserver {
  static last: FakeObserver | undefined;
  watched: Element[] = [];
  constructor(
    private readonly report: (entries: Array<{ isIntersecting: boolean; target: Element }>) => void,
    readonly options: { rootMargin?: string },
  ) {
    FakeObserver.last = this;
  }
  observe(el: Element) {
    this.watched.push(el);
  }
  unobserve(el: Element) {
    this.watched = this.watched.filter((w) => w !== el);
  }
  near(el: Element) {
    this.report([{ isIntersecting: true, target: el }]);
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('startNearPictures', () => {
  it('gives a waiting picture its files only once it comes within a screen', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    document.body.innerHTML =
      '<picture data-near><source type="image/avif" data-srcset="/a-480.avif 480w, /a.avif 960w" sizes="112px">' +
      '<img data-src="/a-480.webp" alt="카드" width="960" height="720" loading="lazy"></picture>' +
      '<picture><img src="/b.webp" alt="다른 카드"></picture>';
    startNearPictures();
    const observer = FakeObserver.last as FakeObserver;
    expect(observer.options.rootMargin).toBe('100% 0px');
    const img = document.querySelector('img') as HTMLImageElement;
    expect(observer.watched).toEqual([img]);
    expect(img.hasAttribute('src')).toBe(false);
    observer.near(img);
    expect(document.querySelector('source')?.getAttribute('srcset')).toBe('/a-480.avif 480w, /a.avif 960w');
    expect(img.getAttribute('src')).toBe('/a-480.webp');
    expect(document.querySelector('[data-near], [data-src], [data-srcset]')).toBeNull();
    expect(observer.watched).toEqual([]);
  });

  it('gives every picture its files at once in a browser without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    Reflect.deleteProperty(window, 'IntersectionObserver');
    document.body.innerHTML = '<picture data-near><img data-src="/a.webp" alt="카드"></picture>';
    startNearPictures();
    expect(document.querySelector('img')?.getAttribute('src')).toBe('/a.webp');
  });
});
