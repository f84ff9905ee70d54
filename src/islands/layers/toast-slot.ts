// Imported by the toast island: plain DOM reads, no dependencies.
// A toast goes where it covers no control (docs/architecture.md#layers-and-stacking): just under
// the header, where every page starts with its heading, unless that band holds a link or button
// at the moment it appears (at the end of a page, say); then at the bottom of the screen.

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export const TOAST_SLOTS = ['top', 'bottom'] as const;
export type ToastSlot = (typeof TOAST_SLOTS)[number];

const overlaps = (a: Box, b: Box) =>
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
  Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;

/** The first slot (in TOAST_SLOTS order) over none of the controls; the first slot when each covers one. */
export function freeSlot(boxes: Record<ToastSlot, Box>, controls: readonly Box[]): ToastSlot {
  return TOAST_SLOTS.find((slot) => !controls.some((control) => overlaps(boxes[slot], control))) ?? TOAST_SLOTS[0];
}

const CONTROLS =
  'a[href], button, summary, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"]';

/** The boxes of the links, buttons and fields on screen that a visitor can press now. */
export function pressableBoxes(): Box[] {
  const boxes: Box[] = [];
  for (const control of document.querySelectorAll(CONTROLS)) {
    if (
      control.closest('[inert]') ||
      !(control.checkVisibility?.({ opacityProperty: true, visibilityProperty: true }) ?? true)
    )
      continue;
    const { left, top, right, bottom } = control.getBoundingClientRect();
    if (right - left > 2 && bottom - top > 2 && bottom > 0 && top < window.innerHeight)
      boxes.push({ left, top, right, bottom });
  }
  return boxes;
}
