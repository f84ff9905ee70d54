// @vitest-environment node
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';

import type { AssetProjection } from '../../lib/content/image';
import SeoHead from './SeoHead.astro';

const SITE = 'https://sodampos.example';
type Settings = { brandName: string; naverSiteVerification?: string | null; googleSiteVerification?: string | null };
const settings: Settings = { brandName: '소담POS' };
const shareImage: AssetProjection = {
  src: 'https://cdn.sanity.io/images/abc123/production/0f1e2d3c4b5a69788796a5b4c3d2e1f0a9b8c7d6-2400x1800.jpg',
  width: 2400,
  height: 1800,
  hotspot: { _type: 'sanity.imageHotspot', x: 0.5, y: 0.5, width: 0.2, height: 0.2 },
  crop: null,
};

async function render(props: { route: string; image?: AssetProjection | null; settings?: Settings }) {
  const container = await AstroContainer.create({ astroConfig: { site: SITE } });
  const html = await container.renderToString(SeoHead, {
    props: { title: '알림톡', description: '사장님 알림톡 안내', settings, ...props },
  });
  return (key: string) =>
    html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`))?.[1]?.replaceAll('&amp;', '&');
}

async function head(image: AssetProjection | null) {
  const meta = await render({ route: '/talk', image });
  return {
    image: meta('og:image'),
    type: meta('og:image:type'),
    size: `${meta('og:image:width')}x${meta('og:image:height')}`,
  };
}

describe('the link preview picture', () => {
  it("is the page document's share image, cut to 1200 × 630 around its hotspot, when the editors chose one", async () => {
    const { image, type, size } = await head(shareImage);
    expect(image).toBe(`${shareImage.src}?rect=0,270,2400,1260&w=1200&h=630&fm=jpg`);
    expect(type).toBe('image/jpeg');
    expect(size).toBe('1200x630');
  });

  it("falls back to the card generated from the page's title", async () => {
    const { image, type, size } = await head(null);
    expect(image).toBe(`${SITE}/og/talk.png`);
    expect(type).toBe('image/png');
    expect(size).toBe('1200x630');
  });

  it('takes a share image outside the CDN as it is, at its own size', async () => {
    const { image, type, size } = await head({ src: '/seed-images/talk-omni.webp', width: 2772, height: 1512 });
    expect(image).toBe(`${SITE}/seed-images/talk-omni.webp`);
    expect(type).toBe('image/webp');
    expect(size).toBe('2772x1512');
  });
});

describe('the card on X', () => {
  it('is large, and takes its title, description and picture from Open Graph (X falls back to them)', async () => {
    const meta = await render({ route: '/talk' });
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('og:title')).toBe('알림톡 | 소담POS');
    expect(['twitter:title', 'twitter:description', 'twitter:image'].map(meta)).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('the site verification codes', () => {
  const verified = { ...settings, naverSiteVerification: 'naver-code-1', googleSiteVerification: 'google-code-2' };

  it('are on the home page, each as its service reads it', async () => {
    const meta = await render({ route: '/', settings: verified });
    expect(meta('naver-site-verification')).toBe('naver-code-1');
    expect(meta('google-site-verification')).toBe('google-code-2');
  });

  it('are on no other page', async () => {
    const meta = await render({ route: '/faq', settings: verified });
    expect([meta('naver-site-verification'), meta('google-site-verification')]).toEqual([undefined, undefined]);
  });

  it('are left out when the editors set none', async () => {
    const meta = await render({ route: '/', settings: { ...settings, googleSiteVerification: null } });
    expect([meta('naver-site-verification'), meta('google-site-verification')]).toEqual([undefined, undefined]);
  });
});
