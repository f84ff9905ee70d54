// A guest on a /user page sees the guest notice in the first paint instead of having it push the
// page's form down a moment later (a layout shift). The island server-renders the notice; this
// classic script runs before the notice is parsed and marks <html> when this browser holds a
// session, and the notice's CSS hides it then. It repeats parsePersistedSession()'s rule
// (lib/supabase/session-peek.ts) in plain ES5 because it runs before any bundle:
// guest-pre-paint.test.ts holds the two to the same answers.
import { AUTH_STORAGE_KEY } from '../../lib/supabase/session-peek';

export const STORED_SESSION_ATTRIBUTE = 'data-stored-session';

export const GUEST_PRE_PAINT_SCRIPT = `(function () {
  function isObject(value) { return typeof value === 'object' && value !== null && !Array.isArray(value); }
  var stored;
  try { stored = JSON.parse(window.localStorage.getItem('${AUTH_STORAGE_KEY}') || 'null'); }
  // Blocked storage throws on access, and a value that is not JSON is not supabase-js's: no session.
  catch (error) { return; }
  var token = isObject(stored) && stored.refresh_token;
  var user = isObject(stored) && stored.user;
  if (typeof token === 'string' && token && isObject(user) && typeof user.id === 'string' && user.id) {
    document.documentElement.setAttribute('${STORED_SESSION_ATTRIBUTE}', '');
  }
})();`;
