import { afterEach, describe, expect, it, vi } from 'vitest';

import { defineBannerVideo } from './banner-video';

/** jsdom has no media playback: a video whose play/pause flip `paused` and fire the events. */
function fakePlayback(video: HTMLVideoElement) {
  let paused = true;
  Object.defineProperty(video, 'paused', { get: () => paused });
  const play = vi.fn(() => {
    paused = false;
    video.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  video.play = play;
  video.pause = vi.fn(() => {
    paused = true;
    video.dispatchEvent(new Event('pause'));
  });
  return { play };
}

function mount(reducedMotion: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reducedMotion && query.includes('reduce'),
  })) as typeof window.matchMedia;
  defineBannerVideo();
  const host = document.createElement('div');
  host.innerHTML =
    '<video muted loop playsinline></video><button type="button" data-video-toggle aria-pressed="true" aria-label="배경 영상 재생하기"></button>';
  const video = host.querySelector('video')!;
  const { play } = fakePlayback(video);
  const element = document.createElement('banner-video');
  element.append(...host.childNodes);
  document.body.append(element);
  return { video, play, button: element.querySelector('button')! };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<banner-video>', () => {
  it('starts the video and offers to pause it', () => {
    const { play, button } = mount(false);
    expect(play).toHaveBeenCalled();
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(button.getAttribute('aria-label')).toBe('배경 영상 멈추기');
  });

  it('pauses on the control and plays again on a second press', () => {
    const { video, button } = mount(false);
    button.click();
    expect(video.paused).toBe(true);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(button.getAttribute('aria-label')).toBe('배경 영상 재생하기');
    button.click();
    expect(video.paused).toBe(false);
  });

  it('does not start under reduced motion, but the control still plays it', () => {
    const { play, button } = mount(true);
    expect(play).not.toHaveBeenCalled();
    expect(button.getAttribute('aria-label')).toBe('배경 영상 재생하기');
    button.click();
    expect(play).toHaveBeenCalledTimes(1);
  });
});
