// @vitest-environment node
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';

import type { PictureProps } from '../../lib/content';
import BannerMedia from './BannerMedia.astro';

const picture: PictureProps = {
  alt: '휴대폰에 알림톡이 도착하는 그림',
  mb: { src: '/seed-images/talk-banner-mb.svg', width: 720, height: 900 },
  pc: { src: '/seed-images/talk-banner-pc.svg', width: 1120, height: 640 },
};

async function render(videoUrl: string | null) {
  const container = await AstroContainer.create();
  return container.renderToString(BannerMedia, { props: { videoUrl, picture } });
}

describe('the /talk banner media', () => {
  it('plays the CMS video muted and inline, with a control that pauses it', async () => {
    const html = await render('https://cdn.sanity.io/files/p/production/banner.mp4');
    const video = html.match(/<video[^>]*>/)?.[0] ?? '';
    expect(video).toContain('src="https://cdn.sanity.io/files/p/production/banner.mp4"');
    expect(video).toMatch(/\smuted[\s>]/);
    expect(video).toMatch(/\splaysinline[\s>]/);
    expect(video).toContain(`aria-label="${picture.alt}"`);
    expect(html).toMatch(/<button[^>]*data-video-toggle[^>]*aria-label="배경 영상 재생하기"/);
    expect(html).not.toContain('<picture');
  });

  it('keeps the video box in the illustration proportions so nothing shifts when it loads', async () => {
    const html = await render('https://cdn.sanity.io/files/p/production/banner.mp4');
    expect(html).toContain('--ratio-mb: 720 / 900');
    expect(html).toContain('--ratio-wide: 1120 / 640');
  });

  it('shows the illustration, eagerly loaded, when there is no video', async () => {
    const html = await render(null);
    expect(html).not.toContain('<video');
    expect(html).toMatch(/<img[^>]*alt="휴대폰에 알림톡이 도착하는 그림"/);
    expect(html).toMatch(/<img[^>]*fetchpriority="high"/);
    expect(html).toMatch(/<source media="\(min-width: 1440px\)" srcset="\/seed-images\/talk-banner-pc.svg"/);
  });
});
