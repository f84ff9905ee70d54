// A layer that owns the screen without being a native modal <dialog> (the mobile menu) makes the
// rest of the page inert itself, as showModal() would: nothing behind its backdrop can be
// clicked, tabbed to or read out while it is open.

/**
 * Makes every element outside `keep` inert: the siblings of `keep` and of each of its ancestors
 * up to `until` (<body> unless given), which stays as it is. Elements that were inert already are
 * left alone. Returns the undo.
 */
export function inertOutside(keep: Element, until: Element = document.body): () => void {
  const changed: Element[] = [];
  for (let node: Element | null = keep; node && node !== until && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement?.children ?? []) {
      if (sibling === node || sibling.hasAttribute('inert')) continue;
      sibling.setAttribute('inert', '');
      changed.push(sibling);
    }
  }
  return () => {
    for (const element of changed) element.removeAttribute('inert');
  };
}
