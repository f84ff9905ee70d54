// Sections slide up once as they enter the viewport. Nothing is hidden by CSS alone: only
// elements still below the fold when this runs are hidden, so content visible at load never
// blinks, and with reduced motion (or without JavaScript) nothing is hidden at all.
import { inView } from 'motion';

import { prefersReducedMotion } from './reduced-motion';
import { clampRevealDelay, clampRevealThreshold } from './timing';

export function startReveal(root: ParentNode = document): void {
  if (prefersReducedMotion()) return;
  const own = root instanceof HTMLElement && root.matches('[data-reveal]') ? [root] : [];
  for (const el of [...own, ...root.querySelectorAll<HTMLElement>('[data-reveal]')]) {
    if (el.getBoundingClientRect().top <= window.innerHeight) continue;
    // A plain property, not an inherited custom one: a custom property set here made Chromium
    // recompute the style of every element inside every hidden section at load.
    el.style.transitionDelay = `${clampRevealDelay(Number(el.dataset.revealDelay ?? 0.2))}s`;
    el.classList.add('reveal-pending');
    // Returning nothing from the callback makes inView stop watching: a section reveals once.
    inView(
      el,
      () => {
        el.classList.remove('reveal-pending');
        el.dataset.revealed = '';
      },
      { amount: clampRevealThreshold(Number(el.dataset.revealThreshold ?? 0.2)) },
    );
  }
}
