// Islands that show nothing until a store has something to show — the toast, the loading
// overlay, the login and download dialogs — hydrate on demand: `client:demand="<store>"`
// (demand-directive.ts) waits until the store's exported action calls demandIsland(<store>).
// Hydrating them at load cost a large share of the home page's blocking time
// (docs/architecture.md#performance-budgets), for markup that stays empty on most visits.

import { afterLater } from '../below-the-fold/names';

export const DEMAND_EVENT = 'island-demand';

/** Set on <html> once a store has been demanded, for a directive that starts listening later. */
export function demandAttribute(store: string): string {
  return `data-island-demand-${store}`;
}

const waiting = new Set<string>();

/**
 * Hydrates the islands waiting on this store (once; later calls are free). On a page whose
 * below-the-fold styles come after the first screen, not before they are in: the dialogs' and
 * toasts' styles are among them (below-the-fold/split-css.ts), and nothing unstyled may show.
 */
export function demandIsland(store: string): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  if (root.hasAttribute(demandAttribute(store)) || waiting.has(store)) return;
  waiting.add(store);
  afterLater(() => {
    waiting.delete(store);
    root.setAttribute(demandAttribute(store), '');
    window.dispatchEvent(new CustomEvent(DEMAND_EVENT, { detail: store }));
  });
}
