import { useCallback, useEffect, useState, type FocusEvent } from 'react';
import { isRunning } from '../../components/carousel/carousel';
import { prefersReducedMotion } from '../../lib/motion/reduced-motion';

/**
 * Calls `advance` every `intervalMs` while the carousel is playing, and holds still while the
 * pointer is over it or focus is inside it (so nobody loses the slide they are reading). With
 * reduced motion it starts paused; the visible pause/play button always wins. `enabled: false`
 * is for carousels that only move when asked (one carousel component serves both kinds).
 */
export function useAutoAdvance(advance: () => void, intervalMs: number, { enabled = true }: { enabled?: boolean } = {}) {
  // The server cannot know the visitor's motion preference, so every carousel renders as playing
  // and a reduced-motion visitor's is paused right after hydration (starting from the preference
  // in the initial state would make the client's first render differ from the server's HTML,
  // and React keeps the server's labels on such a mismatch).
  const [playing, setPlaying] = useState(true);
  useEffect(() => {
    if (prefersReducedMotion()) setPlaying(false);
  }, []);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const running = enabled && isRunning({ playing, hovered, focused });

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
