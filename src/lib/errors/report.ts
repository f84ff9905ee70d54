// Imported by every page (page-behaviours.ts) and by islands (IslandBoundary): a few lines, free
// of the SDK. Sentry's browser SDK is a chunk of its own that loads on the first error only, so
// a page without errors fetches nothing more and the first screen never waits for it
// (docs/operations.md#error-reports). Off unless the build had PUBLIC_SENTRY_DSN.
import { errorTracker } from '../env/sentry';

const tracker = errorTracker(import.meta.env);
/** An error object is reported once, whichever of the boundary and the page's listeners sees it first. */
const reported = new WeakSet<object>();
let client: Promise<typeof import('./sentry-client')> | undefined;

/**
 * The visitor's browser asks sites not to track it (Global Privacy Control, or Do Not Track):
 * then no report leaves it, as the privacy policy promises.
 */
function refused(): boolean {
  const settings = navigator as Navigator & { globalPrivacyControl?: boolean };
  return settings.globalPrivacyControl === true || navigator.doNotTrack === '1';
}

/** Sends one error to the tracker, tagged with the page's path and what caught it. */
export function reportError(error: unknown, tags: Readonly<Record<string, string>> = {}): void {
  if (!tracker || refused()) return;
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  client ??= import('./sentry-client');
  client
    .then((sdk) => sdk.capture(tracker, error, { route: location.pathname, ...tags }))
    .catch((loadError: unknown) => console.warn('[errors] the error tracker did not load', loadError));
}

/** Reports what no boundary caught: uncaught errors of custom elements, handlers and the page script. */
export function watchPageErrors(): void {
  if (!tracker) return;
  addEventListener('error', (event) => reportError(event.error ?? event.message, { caught: 'page' }));
  addEventListener('unhandledrejection', (event) => reportError(event.reason, { caught: 'promise' }));
}
