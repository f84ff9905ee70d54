// @vitest-environment node
import { describe, expect, it } from 'vitest';

import {
  arrowStep,
  dotLabel,
  isRunning,
  liveSetting,
  nextLabel,
  prevLabel,
  slideLabel,
  toggleIcon,
  toggleLabel,
} from './carousel';

describe('carousel names', () => {
  it('names slides, dots and buttons as the React carousels do', () => {
    expect([0, 1, 2].map((i) => slideLabel(i, 3))).toEqual(['1 / 3', '2 / 3', '3 / 3']);
    expect(dotLabel(1)).toBe('2번째 슬라이드 보기');
    expect(dotLabel(3, '후기')).toBe('4번째 후기 보기');
    expect([prevLabel(), nextLabel()]).toEqual(['이전 슬라이드', '다음 슬라이드']);
  });

  it('names the toggle after what pressing it does, with the matching icon', () => {
    expect(toggleLabel(true)).toBe('자동 넘김 멈추기');
    expect(toggleLabel(false)).toBe('자동 넘김 시작하기');
    expect(toggleIcon(true)).toEqual({ d: 'M9 6v12M15 6v12' });
    expect(toggleIcon(false)).toEqual({ d: 'M8 5.5v13l10-6.5z', fill: 'currentColor' });
  });
});

describe('auto-advance rules', () => {
  it('runs only while playing, not hovered and not focused', () => {
    for (const playing of [true, false])
      for (const hovered of [true, false])
        for (const focused of [true, false])
          expect(isRunning({ playing, hovered, focused })).toBe(playing && !hovered && !focused);
  });

  it('announces slide changes only while the carousel holds still', () => {
    expect(liveSetting(true)).toBe('off');
    expect(liveSetting(false)).toBe('polite');
  });

  it('moves with the left and right arrows only', () => {
    expect(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'Enter', ' '].map(arrowStep)).toEqual([-1, 1, 0, 0, 0]);
  });
});
