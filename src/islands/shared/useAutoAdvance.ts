import { useCallback, useEffect, useState, type FocusEvent } from 'react';

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Calls `advance` every `intervalMs` while the carousel is playing, and holds still while the
 * pointer is over it or focus is inside it (so nobody loses the slide they are reading). With
 * reduced motion it starts paused; the visible pause/play button always wins. `enabled: false`
 * is for carousels that only move when asked (one carousel component serves both kinds).
 */
export function useAutoAdvance(advance: () => void, intervalMs: number, { enabled = true }: { enabled?: boolean } = {}) {
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const running = enabled && playing && !hovered && !focused;

  useEffect(() => {
    if (!running) return;
    const id = window.setInterval(advance, intervalMs);
    return () => window.clearInterval(id);
  }, [running, advance, intervalMs]);

  const togglePlaying = useCallback(() => setPlaying((p) => !p), []);

  const bind = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (e: FocusEvent<HTMLElement>) => {
      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
    },
  };

  return { playing, running, togglePlaying, bind };
}
