// Helpers for the picture tests: which file the browser chose for every image on a page, how
// big it drew it, and how many image bytes the page fetched.
import type { Page } from 'playwright-core';

export interface DrawnPicture {
  /** The file the browser chose (img.currentSrc), without the origin. */
  file: string;
  /** CSS pixels the image is drawn at. */
  drawnWidth: number;
  drawnHeight: number;
  /**
   * The image's intrinsic width as the browser counts it: a srcset entry's pixels divided by its
   * density, i.e. the width `sizes` promised for this screen (img.naturalWidth).
   */
  intrinsicWidth: number;
  /** The chosen file's own pixels. */
  fileWidth: number;
  fileHeight: number;
}

/**
 * A ceiling for a page that never gives a picture its file, not a verdict: three pages at 3× and
 * 1440 px (AVIFs 4,320 px wide) beside other browser tests and busy programs outran 30 s in CI.
 * Below the picture tests' own 300 s ceiling, so a hang names its picture.
 */
const PICTURE_WAIT_MS = 240_000;

/** Counts the bytes of every image response the page receives from now on. */
export function countImageBytes(page: Page): () => number {
  const sizes = new Map<string, number>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'image') return;
    void response.body().then(
      (body) => sizes.set(response.url(), body.length),
      () => undefined, // a response whose body the page discarded (navigation): nothing was drawn from it
    );
  });
  return () => [...sizes.values()].reduce((sum, n) => sum + n, 0);
}

/**
 * Every image the page draws (displayed, with a box), each measured once it has loaded. Lazy
 * images the scroll did not bring near the viewport (slides waiting beside a carousel) are
 * loaded eagerly first, and a picture that waits for the page's code to give it its files
 * (near-pictures.ts) is brought near as a reader would: the test is about which file the
 * browser picks, not about when. A picture is measured once the page says so (loaded, its
 * file chosen and kept for a frame, with pixels), never sooner.
 */
export async function drawnPictures(page: Page): Promise<DrawnPicture[]> {
  return page.evaluate(async (waitMs) => {
    const deadline = performance.now() + waitMs;
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const describe = (img: HTMLImageElement) => img.currentSrc || img.getAttribute('data-src') || img.alt;
    const drawn = [...document.images].filter((img) => img.checkVisibility() && img.getBoundingClientRect().width > 0);
    // One at a time, since each is scrolled to: the page's code gives it its files when it comes near.
    const waiting = (img: HTMLImageElement) =>
      img.closest('picture[data-near]') !== null || img.hasAttribute('data-src');
    for (const img of drawn.filter(waiting)) {
      while (waiting(img)) {
        if (performance.now() > deadline) throw new Error(`${describe(img)}: the page never gave it its files`);
        img.scrollIntoView({ block: 'center' });
        await frame();
      }
      window.scrollTo(0, 0);
    }
    const loaded = (img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc !== '';
    // Loaded, and still showing the same file a frame later: a busy browser may settle which
    // file a picture shows after the first one arrived. Never decoded: decoding 4,320-pixel AVIFs
    // costs the processor much and says nothing about which file was chosen.
    const settled = async (img: HTMLImageElement) => {
      for (let shown = ''; ;) {
        if (img.complete && img.currentSrc !== '' && img.naturalWidth === 0)
          throw new Error(`${describe(img)} did not load`);
        if (performance.now() > deadline) throw new Error(`${describe(img)} still loading`);
        if (loaded(img) && img.currentSrc === shown) return;
        shown = loaded(img) ? img.currentSrc : '';
        await frame();
      }
    };
    /** The pixels of the file itself, read once its header has loaded (the file is in the cache). */
    const filePixels = (src: string) =>
      new Promise<HTMLImageElement>((resolve, reject) => {
        const probe = new Image();
        probe.onload = () => resolve(probe);
        probe.onerror = () => reject(new Error(`${src} cannot be read`));
        probe.src = src;
      });
    await Promise.all(
      drawn.map((img) => {
        img.loading = 'eager';
        return settled(img);
      }),
    );
    return Promise.all(
      drawn.map(async (img) => {
        const probe = await filePixels(img.currentSrc);
        const box = img.getBoundingClientRect();
        return {
          file: img.currentSrc.replace(location.origin, ''),
          drawnWidth: box.width,
          drawnHeight: box.height,
          intrinsicWidth: img.naturalWidth,
          fileWidth: probe.naturalWidth,
          fileHeight: probe.naturalHeight,
        };
      }),
    );
  }, PICTURE_WAIT_MS);
}
