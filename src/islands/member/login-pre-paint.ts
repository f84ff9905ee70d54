// /login serves two visits: a sign-in coming back from a provider (`?code`, or `?error`), which
// waits while the code below finishes it, and anyone else, who is asked to choose an account. The
// island server-renders both, so every sentence is in the document
// (docs/product.md#without-scripts); this classic script runs before they are parsed and marks
// <html> on a sign-in coming back, and their CSS shows the one that fits from the first paint.
// completeLogin() (lib/supabase/auth.ts) reads the same two parameters.

export const LOGIN_CALLBACK_ATTRIBUTE = 'data-login-callback';

export const LOGIN_PRE_PAINT_SCRIPT = `(function () {
  if (/[?&](code|error)=/.test(location.search)) document.documentElement.setAttribute('${LOGIN_CALLBACK_ATTRIBUTE}', '');
})();`;
