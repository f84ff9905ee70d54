// Deno only (each function's index.ts): Sentry's Deno SDK behind the error-report seam. The
// import map of each function (deno.json) pins `@sentry/deno` to the version package.json
// installs for the type check. Supabase's edge runtime serves every request through its own
// server, so the SDK's default integrations (Deno.serve and global handlers, OpenTelemetry) are
// off: serveReporting() reports what fails, and flushes before the request ends.
import * as Sentry from '@sentry/deno';

import { type ErrorReporter, FLUSH_TIMEOUT_MS, NO_REPORTS, reportOptions } from './error-reports.ts';
import type { Env } from './keys.ts';

export function denoReporter(env: Env): ErrorReporter {
  const options = reportOptions(env);
  if (!options) return NO_REPORTS;
  Sentry.init({
    ...options,
    defaultIntegrations: false,
    integrations: [Sentry.linkedErrorsIntegration(), Sentry.dedupeIntegration()],
    skipOpenTelemetrySetup: true,
  });
  return {
    capture: (error, tags) => void Sentry.captureException(error, { tags }),
    flush: async () => void (await Sentry.flush(FLUSH_TIMEOUT_MS)),
  };
}
