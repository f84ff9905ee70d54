// Where the first-visit popup shows (docs/product.md#first-visit-popup): staff choose all pages,
// chosen routes or none in the Studio. Imported by the <first-visit-popup> element and the page
// frame: no dependencies.

/** The Studio's choices (firstVisitPopup.placement). */
export const POPUP_PLACEMENTS = ['all', 'routes', 'none'] as const;
export type PopupPlacement = (typeof POPUP_PLACEMENTS)[number];

/**
 * Pages the notice never covers unless staff choose them by name: the download (a visitor came
 * for the installer), sign-in, the two forms (a notice over half-typed words) and the member
 * pages. `/user/` covers every member page.
 */
export const POPUP_FREE_ROUTES = ['/down', '/login', '/user/write', '/counsel/business', '/user/'] as const;

/** A path as the rules compare it: no query, no fragment, no trailing slash (but `/` itself). */
export function routeOf(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  const trimmed = bare.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

const isPopupFree = (route: string): boolean =>
  POPUP_FREE_ROUTES.some((free) =>
    free.endsWith('/') ? route === free.slice(0, -1) || route.startsWith(free) : route === free,
  );

/** Whether the notice may show on `path` under the staff's choice. */
export function popupShowsOn(placement: PopupPlacement, routes: readonly string[], path: string): boolean {
  const route = routeOf(path);
  if (placement === 'none') return false;
  if (placement === 'routes') return routes.some((chosen) => routeOf(chosen) === route);
  return !isPopupFree(route);
}

/** The Studio's value as a placement; a document saved before the choice existed shows on all pages. */
export function toPlacement(value: unknown): PopupPlacement {
  return POPUP_PLACEMENTS.find((placement) => placement === value) ?? 'all';
}
