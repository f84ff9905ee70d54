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
 * loaded eagerly first: the test is about which file the browser picks, not about when.
 */
export async function drawnPictures(page: Page): Promise<DrawnPicture[]> {
  return page.evaluate(async () => {
    const drawn = [...document.images].filter((img) => img.checkVisibility() && img.getBoundingClientRect().width > 0);
    await Promise.all(
      drawn.map((img) => {
        img.loading = 'eager';
        return img.decode().catch(() => undefined);
      }),
    );
    return Promise.all(
      drawn.map(async (img) => {
        const probe = new Image();
        probe.src = img.currentSrc;
        await probe.decode();
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
  });
}
