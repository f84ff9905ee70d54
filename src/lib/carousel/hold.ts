// Imported by the carousel controller and the strips: what moves by itself holds still while the
// visitor points at it or works inside it, so nobody loses what they are reading.
import type { AutoAdvanceState } from './carousel';

type Hold = Pick<AutoAdvanceState, 'hovered' | 'focused'>;

/** Reports every change of pointer-over and focus-inside on `root` until `signal` aborts. */
export function watchHold(root: HTMLElement, onChange: (change: Partial<Hold>) => void, signal: AbortSignal): void {
  root.addEventListener('mouseenter', () => onChange({ hovered: true }), { signal });
  root.addEventListener('mouseleave', () => onChange({ hovered: false }), { signal });
  root.addEventListener('focusin', () => onChange({ focused: true }), { signal });
  root.addEventListener(
    'focusout',
    (event) => {
      // Focus moving between two controls inside still counts as inside.
      const to = event.relatedTarget;
      if (!(to instanceof Node && root.contains(to))) onChange({ focused: false });
    },
    { signal },
  );
}
