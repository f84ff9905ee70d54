// Every carousel's names and rules, written once: the server's HTML (HeroCarousel.astro, the
// React carousels in islands/carousel/), the controller that moves them (carousel-controller.ts),
// the strips (motion-strip.ts) and islands/ui/icons.tsx say the same.
import { ICONS, type IconShape } from '../icons';

/** What one slide is called in the hero's button labels. */
export const SLIDE_ITEM_LABEL = '슬라이드';

/** A slide's accessible name: "2 / 3". */
export function slideLabel(index: number, count: number): string {
  return `${index + 1} / ${count}`;
}

/** A dot's accessible name: "2번째 슬라이드 보기". */
export function dotLabel(index: number, itemLabel = SLIDE_ITEM_LABEL): string {
  return `${index + 1}번째 ${itemLabel} 보기`;
}

export function prevLabel(itemLabel = SLIDE_ITEM_LABEL): string {
  return `이전 ${itemLabel}`;
}

export function nextLabel(itemLabel = SLIDE_ITEM_LABEL): string {
  return `다음 ${itemLabel}`;
}

/** The pause/play button names what pressing it will do. */
export function toggleLabel(playing: boolean): string {
  return playing ? '자동 넘김 멈추기' : '자동 넘김 시작하기';
}

/** The button's icon, pause while playing: the hero swaps its one path when the state changes. */
export function toggleIcon(playing: boolean): IconShape {
  const [shape] = ICONS[playing ? 'pause' : 'play'].shapes;
  return shape;
}

export interface AutoAdvanceState {
  /** The visitor has not pressed pause (and reduced motion did not start it paused). */
  playing: boolean;
  hovered: boolean;
  focused: boolean;
}

/** Whether the timer runs: nobody loses the slide they are reading under the pointer or focus. */
export function isRunning({ playing, hovered, focused }: AutoAdvanceState): boolean {
  return playing && !hovered && !focused;
}

/** A moving carousel would announce every slide; one that holds still announces what the visitor chose. */
export function liveSetting(running: boolean): 'off' | 'polite' {
  return running ? 'off' : 'polite';
}

/** Which way an arrow key moves the carousel: -1 back, 1 on, 0 for any other key. */
export function arrowStep(key: string): -1 | 0 | 1 {
  if (key === 'ArrowLeft') return -1;
  if (key === 'ArrowRight') return 1;
  return 0;
}
