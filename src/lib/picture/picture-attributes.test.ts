// @vitest-environment node
import { describe, expect, it } from 'vitest';

import type { ImageRendition } from '../../lib/content/image';
import { pictureImage, pictureSources } from './picture-attributes';

const raster = (name: string, width: number, height: number): ImageRendition => ({
  src: `/seed-images/${name}.webp`,
  width,
  height,
  srcset: `/seed-images/${name}-${width / 3}.webp ${width / 3}w, /seed-images/${name}.webp ${width}w`,
  avifSrcset: `/seed-images/${name}-${width / 3}.avif ${width / 3}w, /seed-images/${name}.avif ${width}w`,
});

describe('a picture’s sources', () => {
  it('offer each device AVIF first and WebP after, widest device first, the phone’s AVIF last', () => {
    const sources = pictureSources({ pc: raster('hero-pc', 2100, 1350), mb: raster('hero-mb', 2160, 2160) });
    expect(sources.map(({ media, type }) => `${media ?? 'phone'} ${type}`)).toEqual([
      '(min-width: 1440px) image/avif',
      '(min-width: 1440px) image/webp',
      'phone image/avif',
    ]);
    expect(sources[0]).toMatchObject({ srcset: raster('hero-pc', 2100, 1350).avifSrcset, width: 2100, height: 1350 });
  });

  it('leave the <img> one WebP at the middle width, for a browser without AVIF, and no list of files', () => {
    const mb: ImageRendition = {
      ...raster('card', 1440, 1080),
      srcset: '/seed-images/card-480.webp 480w, /seed-images/card-960.webp 960w, /seed-images/card.webp 1440w',
    };
    const img = pictureImage({ mb, alt: '카드' }, false);
    expect(img).toMatchObject({ src: '/seed-images/card-960.webp', width: 1440, height: 1080, loading: 'lazy' });
    expect(img.srcset).toBeUndefined();
  });

  it('keep the srcset on the <img> of a picture the CDN sends in the format the browser takes', () => {
    const mb = { src: 'https://cdn.sanity.io/images/p/d/a-960x720.jpg?w=960&auto=format', width: 960, height: 720 };
    const cdn = { ...mb, srcset: `${mb.src.replace('w=960', 'w=480')} 480w, ${mb.src} 960w` };
    expect(pictureImage({ mb: cdn, alt: '카드' }, true)).toMatchObject({ src: cdn.src, srcset: cdn.srcset });
  });

  it('offer an SVG as its one file, with no format to choose', () => {
    const svg = { src: '/seed-images/banner-pc.svg', width: 1120, height: 640 };
    expect(pictureSources({ pc: svg, mb: { src: '/seed-images/banner-mb.svg', width: 720, height: 900 } })).toEqual([
      { media: '(min-width: 1440px)', srcset: svg.src, width: 1120, height: 640 },
    ]);
  });
});
