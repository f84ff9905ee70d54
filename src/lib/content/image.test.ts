// @vitest-environment node
import { describe, expect, it } from 'vitest';

import {
  type AssetProjection,
  canReframe,
  cdnImageAt,
  imageProps,
  imageRendition,
  pictureProps,
  SRCSET_WIDTHS,
} from './image';
import { seedRenditions } from './seed-renditions';

const CDN = 'https://cdn.sanity.io/images/abc123/production';
const HASH = '0f1e2d3c4b5a69788796a5b4c3d2e1f0a9b8c7d6';
const cdnImage = (width: number, height: number, extra: Partial<AssetProjection> = {}): AssetProjection => ({
  src: `${CDN}/${HASH}-${width}x${height}.png`,
  width,
  height,
  ...extra,
});
/** The widths and first URL of a srcset. */
const entries = (srcset: string | undefined) => (srcset ?? '').split(', ').map((entry) => entry.split(' '));
const widthsOf = (srcset: string | undefined) => entries(srcset).map(([, w]) => Number(w?.replace('w', '')));

describe('the seed renditions', () => {
  it('are the original (3×) and the 1× and 2× files beside it, in each format', () => {
    expect(seedRenditions('/seed-images/fresh-butcher.webp', 1440, 'avif')).toEqual([
      { width: 480, file: '/seed-images/fresh-butcher-480.avif' },
      { width: 960, file: '/seed-images/fresh-butcher-960.avif' },
      { width: 1440, file: '/seed-images/fresh-butcher.avif' },
    ]);
    expect(seedRenditions('/seed-images/fresh-butcher.webp', 1440, 'webp').at(-1)?.file).toBe(
      '/seed-images/fresh-butcher.webp',
    );
  });

  it('refuse an original that is not three times a whole width', () => {
    expect(() => seedRenditions('/seed-images/a.webp', 1000, 'webp')).toThrow(/1000 px/);
  });
});

describe('imageRendition in seed mode', () => {
  it('offers a rendered picture at 1×, 2× and 3× in AVIF and WebP', () => {
    const rendition = imageRendition({ src: '/seed-images/service-center.webp', width: 1920, height: 1440 });
    expect(rendition).toEqual({
      src: '/seed-images/service-center.webp',
      width: 1920,
      height: 1440,
      srcset:
        '/seed-images/service-center-640.webp 640w, /seed-images/service-center-1280.webp 1280w, /seed-images/service-center.webp 1920w',
      avifSrcset:
        '/seed-images/service-center-640.avif 640w, /seed-images/service-center-1280.avif 1280w, /seed-images/service-center.avif 1920w',
    });
  });

  it('serves an SVG as it is: it scales by itself', () => {
    expect(imageRendition({ src: '/seed-images/talk-banner-pc.svg', width: 1120, height: 640 })).toEqual({
      src: '/seed-images/talk-banner-pc.svg',
      width: 1120,
      height: 640,
    });
  });

  it('accepts a picture drawn to its frame and stops the build for one that is not', () => {
    expect(
      imageRendition({ src: '/seed-images/hero-1-pc.webp', width: 2100, height: 1350 }, '히어로', 14 / 9).width,
    ).toBe(2100);
    expect(() =>
      imageRendition({ src: '/seed-images/hero-1-mb.webp', width: 2160, height: 2160 }, '히어로', 14 / 9),
    ).toThrow(/히어로.*not drawn to its frame/);
  });

  it('has no crops: a seed picture carrying one stops the build', () => {
    const crop = { _type: 'sanity.imageCrop', top: 0.1, bottom: 0, left: 0, right: 0 } as const;
    expect(() => imageRendition({ src: '/seed-images/a.webp', width: 300, height: 300, crop }, '카드')).toThrow(
      /카드.*no crop/,
    );
  });
});

describe('imageRendition in Sanity mode', () => {
  it('passes an SVG on the CDN through untouched (it scales by itself)', () => {
    const src = `${CDN}/${HASH}-640x480.svg`;
    expect(imageRendition({ src, width: 640, height: 480 })).toEqual({ src, width: 640, height: 480 });
    expect(canReframe({ src, width: 640, height: 480 })).toBe(false);
  });

  it('offers a raster image at every width up to its own, in the format the CDN negotiates (AVIF first)', () => {
    const image = cdnImage(1000, 750);
    const rendition = imageRendition(image);
    expect(rendition).toMatchObject({ width: 1000, height: 750, src: `${image.src}?w=1000&auto=format` });
    expect(widthsOf(rendition.srcset)).toEqual([...SRCSET_WIDTHS.filter((w) => w < 1000), 1000]);
    expect(entries(rendition.srcset)[0]?.[0]).toBe(`${image.src}?w=320&auto=format`);
    expect(rendition.avifSrcset).toBeUndefined();
  });

  it('never offers widths larger than the original', () => {
    const image = cdnImage(300, 300);
    expect(imageRendition(image).srcset).toBe(`${image.src}?w=300&auto=format 300w`);
  });

  it("applies the editor's crop: the cropped part, at the cropped size", () => {
    const crop = { _type: 'sanity.imageCrop', top: 0, bottom: 0.5, left: 0.25, right: 0.25 } as const;
    const rendition = imageRendition(cdnImage(1600, 1200, { crop }));
    expect(rendition).toMatchObject({ width: 800, height: 600 });
    expect(rendition.src).toContain('rect=400,0,800,600');
    expect(entries(rendition.srcset).every(([url]) => url?.includes('rect=400,0,800,600'))).toBe(true);
  });

  it('cuts a picture to a frame around its hotspot', () => {
    // A square picture in a 2:1 frame, the hotspot in its lower half: the lower half is kept.
    const hotspot = { _type: 'sanity.imageHotspot', x: 0.5, y: 0.8, width: 0.2, height: 0.2 } as const;
    const rendition = imageRendition(cdnImage(1200, 1200, { hotspot }), '매장', 2);
    expect(rendition).toMatchObject({ width: 1200, height: 600 });
    expect(rendition.src).toContain('rect=0,600,1200,600');
    expect(entries(rendition.srcset)[0]?.[0]).toContain('w=320&h=160');
  });
});

describe('missing files fail the build with the image named', () => {
  it.each([
    [{ src: null, width: 10, height: 10 }],
    [{ src: '/seed-images/a.svg', width: null, height: 10 }],
    [{ src: '/seed-images/a.svg', width: 10, height: 0 }],
  ])('%o', (image) => {
    expect(() => imageRendition(image, '정육점 진열대')).toThrow(/정육점 진열대/);
  });
});

describe('Picture props', () => {
  it('carry one alt text for every device version and skip the missing ones', () => {
    const props = pictureProps({
      alt: '계산대 위 POS',
      mb: { src: '/seed-images/hero-1-mb.svg', width: 720, height: 720 },
      tablet: null,
      pc: { src: '/seed-images/hero-1-pc.svg', width: 1120, height: 720 },
    });
    expect(props).toEqual({
      alt: '계산대 위 POS',
      mb: { src: '/seed-images/hero-1-mb.svg', width: 720, height: 720 },
      pc: { src: '/seed-images/hero-1-pc.svg', width: 1120, height: 720 },
    });
    expect('tablet' in props).toBe(false);
  });

  it("give a PC without its own picture the phone picture cut to the PC's frame, on the CDN", () => {
    const hotspot = { _type: 'sanity.imageHotspot', x: 0.5, y: 0.2, width: 0.3, height: 0.3 } as const;
    const props = pictureProps(
      { alt: '매장', mb: cdnImage(1440, 1440, { hotspot }), tablet: null, pc: null },
      { mb: 1, pc: 14 / 9 },
    );
    expect(props.mb).toMatchObject({ width: 1440, height: 1440 });
    expect(props.pc).toMatchObject({ width: 1440, height: 926 });
    expect(props.pc?.src).toContain('rect=0,0,1440,926');
    expect('tablet' in props).toBe(false);
  });

  it('leave a seed device without its own picture to the browser, which shows the phone picture', () => {
    const props = pictureProps(
      { alt: '매장', mb: { src: '/seed-images/a.webp', width: 900, height: 900 }, tablet: null, pc: null },
      { mb: 1, pc: 14 / 9 },
    );
    expect(Object.keys(props)).toEqual(['alt', 'mb']);
  });

  it('use a single image on every device', () => {
    expect(imageProps({ alt: '카드 아이콘', src: '/seed-images/pay-card.svg', width: 96, height: 96 })).toEqual({
      alt: '카드 아이콘',
      mb: { src: '/seed-images/pay-card.svg', width: 96, height: 96 },
    });
  });
});

describe('a share image on the CDN', () => {
  it('is one 1200 × 630 JPEG cut around the hotspot; other files cannot be cut', () => {
    const hotspot = { _type: 'sanity.imageHotspot', x: 0.5, y: 0.5, width: 0.2, height: 0.2 } as const;
    const url = cdnImageAt(cdnImage(2400, 2400, { hotspot }), 1200, 630);
    expect(url).toBe(`${CDN}/${HASH}-2400x2400.png?rect=0,570,2400,1260&w=1200&h=630&fm=jpg`);
    expect(cdnImageAt({ src: '/seed-images/a.webp', width: 10, height: 10 }, 1200, 630)).toBeUndefined();
  });
});
