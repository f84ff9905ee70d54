// A guest who presses 카카오톡으로 받기 signs in first and comes back to the same dialog
// (docs/product.md#download-on-a-phone). Every sign-in returns to the page it started on, address
// fragment included (startingPlace in lib/supabase/login-redirect.ts), so the fragment carries the
// way back: set before the login dialog opens, read once when the page starts again, and taken
// away as soon as it has been read or the visitor closes the login dialog without signing in.
// Imported by the page script on pages with a download button: tiny, no dependencies.

export const HANDOFF_RETURN_HASH = '#handoff';

type Here = Pick<Location, 'pathname' | 'search' | 'hash'>;
type Rewrite = Pick<History, 'replaceState' | 'state'>;

/** Marks this address as the way back to the handoff dialog. */
export function markHandoffReturn(location: Here = window.location, history: Rewrite = window.history): void {
  history.replaceState(history.state, '', `${location.pathname}${location.search}${HANDOFF_RETURN_HASH}`);
}

/** Takes the mark away again, leaving the address as it was before. */
export function clearHandoffReturn(location: Here = window.location, history: Rewrite = window.history): void {
  if (location.hash !== HANDOFF_RETURN_HASH) return;
  history.replaceState(history.state, '', `${location.pathname}${location.search}`);
}

/** Whether this page was opened by a sign-in that started from the handoff dialog; clears the mark. */
export function takeHandoffReturn(location: Here = window.location, history: Rewrite = window.history): boolean {
  const returning = location.hash === HANDOFF_RETURN_HASH;
  clearHandoffReturn(location, history);
  return returning;
}
