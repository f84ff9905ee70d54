// Keeps Tab and Shift+Tab inside a modal layer by wrapping at its ends. A native modal
// <dialog> alone does not: past its last control Chromium moves focus out to the document
// (or the browser's own UI), which leaves a keyboard user outside the dialog they must answer.

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Call from a Tab keydown: moves focus to the other end when it would leave `root`. */
export function keepFocusInside(e: KeyboardEvent, root: HTMLElement | null): void {
  if (!root) return;
  const visible = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
  const first = visible[0];
  const last = visible[visible.length - 1];
  if (!first || !last) return;
  if (e.shiftKey && document.activeElement === first) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && document.activeElement === last) {
    e.preventDefault();
    first.focus();
  }
}
