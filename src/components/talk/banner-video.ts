// The <banner-video> custom element: a muted background video with a visible pause control
// (WCAG 2.2.2: anything that moves for more than five seconds can be paused). Under reduced
// motion the video does not start at all; the visitor can still play it with the button.
import { prefersReducedMotion } from '../../lib/motion/reduced-motion';

const LABELS = { pause: '배경 영상 멈추기', play: '배경 영상 재생하기' } as const;

class BannerVideo extends HTMLElement {
  connectedCallback() {
    const video = this.querySelector('video');
    const button = this.querySelector<HTMLButtonElement>('[data-video-toggle]');
    if (!video || !button) return;
    const sync = () => {
      const playing = !video.paused;
      button.setAttribute('aria-pressed', String(!playing));
      button.setAttribute('aria-label', playing ? LABELS.pause : LABELS.play);
    };
    video.addEventListener('play', sync);
    video.addEventListener('pause', sync);
    button.addEventListener('click', () => {
      if (video.paused) void video.play().catch(sync);
      else video.pause();
    });
    if (prefersReducedMotion()) video.pause();
    else void video.play().catch(sync);
    sync();
  }
}

export function defineBannerVideo(): void {
  if (!customElements.get('banner-video')) customElements.define('banner-video', BannerVideo);
}
