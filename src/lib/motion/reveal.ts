// Sections slide up once as they enter the viewport. Nothing is hidden by CSS alone: only
// elements still below the fold when this runs are hidden, so content visible at load never
// blinks, and with reduced motion (or without JavaScript) nothing is hidden at all.
import { prefersReducedMotion } from './reduced-motion';
import { clampRevealDelay, clampRevealThreshold } from './timing';

export function startReveal(root: ParentNode = document): void {
  if (prefersReducedMotion()) return;
  const targets = [...root.querySelectorAll<HTMLElement>('[data-reveal]')].filter(
    (el) => el.getBoundingClientRect().top > window.innerHeight,
  );
  const byThreshold = new Map<number, HTMLElement[]>();
  for (const el of targets) {
    const threshold = clampRevealThreshold(Number(el.dataset.revealThreshold ?? 0.2));
    // A plain property, not an inherited custom one: a custom property set here made Chromium
    // recompute the style of every element inside every hidden section at load.
    el.style.transitionDelay = `${clampRevealDelay(Number(el.dataset.revealDelay ?? 0.2))}s`;
    el.classList.add('reveal-pending');
    byThreshold.set(threshold, [...(byThreshold.get(threshold) ?? []), el]);
  }
  for (const [threshold, els] of byThreshold) {
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const el = entry.target as HTMLElement;
          el.classList.remove('reveal-pending');
          el.dataset.revealed = '';
          observer.unobserve(el);
        }
      },
      { threshold },
    );
    els.forEach((el) => observer.observe(el));
  }
}
