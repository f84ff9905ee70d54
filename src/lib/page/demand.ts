// Islands that show nothing until a store has something to show — the toast, the loading
// overlay, the login and download dialogs — hydrate on demand: `client:demand="<store>"`
// (demand-directive.ts) waits until the store's exported action calls demandIsland(<store>).
// Hydrating them at load cost a large share of the home page's blocking time
// (docs/architecture.md#performance-budgets), for markup that stays empty on most visits.

export const DEMAND_EVENT = 'island-demand';

/** Set on <html> once a store has been demanded, for a directive that starts listening later. */
export function demandAttribute(store: string): string {
  return `data-island-demand-${store}`;
}

/** Hydrates the islands waiting on this store (once; later calls are free). */
export function demandIsland(store: string): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  if (root.hasAttribute(demandAttribute(store))) return;
  root.setAttribute(demandAttribute(store), '');
  window.dispatchEvent(new CustomEvent(DEMAND_EVENT, { detail: store }));
}
