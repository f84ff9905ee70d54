import { describe, expect, it } from 'vitest';
import { imageProps, imageRendition, pictureProps, SRCSET_WIDTHS } from './image';

const CDN = 'https://cdn.sanity.io/images/abc123/production';

describe('imageRendition in seed mode', () => {
  it('serves a local seed file as it is', () => {
    expect(imageRendition({ src: '/seed-images/hero-1-pc.svg', width: 1120, height: 720 })).toEqual({
      src: '/seed-images/hero-1-pc.svg',
      width: 1120,
      height: 720,
    });
  });
});

describe('imageRendition in Sanity mode', () => {
  it('passes an SVG on the CDN through untouched (it scales by itself)', () => {
    const src = `${CDN}/0f1e2d3c4b5a69788796a5b4c3d2e1f0a9b8c7d6-640x480.svg`;
    expect(imageRendition({ src, width: 640, height: 480 })).toEqual({ src, width: 640, height: 480 });
  });

  it('offers a raster image in modern formats at every width up to its own', () => {
    const src = `${CDN}/0f1e2d3c4b5a69788796a5b4c3d2e1f0a9b8c7d6-1000x750.png`;
    const rendition = imageRendition({ src, width: 1000, height: 750 });
    expect(rendition.width).toBe(1000);
    expect(rendition.height).toBe(750);
    expect(rendition.src).toBe(`${src}?w=1000&auto=format`);
    const entries = rendition.srcset?.split(', ') ?? [];
    const widths = entries.map((entry) => Number(entry.split(' ')[1]?.replace('w', '')));
    expect(widths).toEqual([...SRCSET_WIDTHS.filter((w) => w < 1000), 1000]);
    expect(entries[0]).toBe(`${src}?w=320&auto=format 320w`);
  });

  it('never offers widths larger than the original', () => {
    const src = `${CDN}/0f1e2d3c4b5a69788796a5b4c3d2e1f0a9b8c7d6-300x300.jpg`;
    expect(imageRendition({ src, width: 300, height: 300 }).srcset).toBe(`${src}?w=300&auto=format 300w`);
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

  it('use a single image on every device', () => {
    expect(imageProps({ alt: '카드 아이콘', src: '/seed-images/pay-card.svg', width: 96, height: 96 })).toEqual({
      alt: '카드 아이콘',
      mb: { src: '/seed-images/pay-card.svg', width: 96, height: 96 },
    });
  });
});
