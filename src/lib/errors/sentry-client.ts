// Loaded by report.ts on a page's first error, never before: Sentry's browser SDK with only the
// integrations a report needs (the page's URL and browser, chained causes, no duplicates). The
// page's own listeners catch errors (report.ts), so the SDK installs no global handlers, and
// nothing records clicks, console lines or requests. Every event passes through the scrubber the
// Edge Functions use too (docs/operations.md#error-reports).
import {
  captureException,
  dedupeIntegration,
  httpContextIntegration,
  init,
  linkedErrorsIntegration,
} from '@sentry/browser';

import { scrubReport } from '../../../supabase/functions/_shared/scrub-report';
import type { ErrorTracker } from '../env/sentry';

/** Set by the build (src/integrations/error-reports/): the site's version and commit. */
declare const __SITE_RELEASE__: string;

let started = false;

export function capture(tracker: ErrorTracker, error: unknown, tags: Readonly<Record<string, string>>): void {
  if (!started) {
    started = true;
    init({
      dsn: tracker.dsn,
      release: __SITE_RELEASE__,
      environment: /^(localhost|127\.|\[::1\])/.test(location.hostname) ? 'local' : 'production',
      sendDefaultPii: false,
      defaultIntegrations: false,
      integrations: [httpContextIntegration(), linkedErrorsIntegration(), dedupeIntegration()],
      beforeSend: (event) => scrubReport(event),
    });
  }
  captureException(error, { tags });
}
