import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAROUSEL_INTERVAL_MS } from '../../lib/motion/timing';
import { useAutoAdvance } from './useAutoAdvance';

function Harness({ onAdvance, enabled }: { onAdvance: () => void; enabled?: boolean }) {
  const { playing, togglePlaying, bind } = useAutoAdvance(onAdvance, CAROUSEL_INTERVAL_MS, { enabled });
  return (
    <div data-testid="carousel" {...bind}>
      <button type="button" onClick={togglePlaying}>
        {playing ? '멈추기' : '재생'}
      </button>
      <a href="#slide">슬라이드</a>
    </div>
  );
}

describe('auto-advancing carousels', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('advance every 3 s', () => {
    const advance = vi.fn();
    render(<Harness onAdvance={advance} />);
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS - 1));
    expect(advance).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(advance).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 2));
    expect(advance).toHaveBeenCalledTimes(3);
  });

  it('stop when paused with the button and resume when played', () => {
    const advance = vi.fn();
    render(<Harness onAdvance={advance} />);
    fireEvent.click(screen.getByRole('button', { name: '멈추기' }));
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 3));
    expect(advance).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '재생' }));
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(advance).toHaveBeenCalledTimes(1);
  });

  it('hold still while hovered', () => {
    const advance = vi.fn();
    render(<Harness onAdvance={advance} />);
    fireEvent.mouseEnter(screen.getByTestId('carousel'));
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 2));
    expect(advance).not.toHaveBeenCalled();
    fireEvent.mouseLeave(screen.getByTestId('carousel'));
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(advance).toHaveBeenCalledTimes(1);
  });

  it('hold still while focus is inside', () => {
    const advance = vi.fn();
    render(<Harness onAdvance={advance} />);
    act(() => screen.getByRole('link').focus());
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 2));
    expect(advance).not.toHaveBeenCalled();
  });

  it('never advance on their own when auto-advance is off', () => {
    const advance = vi.fn();
    render(<Harness onAdvance={advance} enabled={false} />);
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 3));
    expect(advance).not.toHaveBeenCalled();
  });

  it('start paused when the visitor prefers reduced motion', () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...original(query), matches: query.includes('reduce') })) as typeof window.matchMedia;
    try {
      const advance = vi.fn();
      render(<Harness onAdvance={advance} />);
      act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 2));
      expect(advance).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: '재생' })).toBeTruthy();
    } finally {
      window.matchMedia = original;
    }
  });
});
