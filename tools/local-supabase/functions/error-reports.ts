// The local stack's side of the Edge Functions' error-report seam (supabase/functions/_shared/
// error-reports.ts): where index.ts wires Sentry's Deno SDK, the runner wires a client of the
// same @sentry/core release that SDK is built on, with the same options (DSN, release, the
// scrubber as beforeSend), sending the same envelopes over fetch to SENTRY_DSN, which locally
// is the stack's own tracker (tracker/). So a test reads what a hosted function would send.
import {
  createStackParser,
  createTransport,
  dedupeIntegration,
  linkedErrorsIntegration,
  nodeStackLineParser,
  Scope,
  ServerRuntimeClient,
} from '@sentry/core';

import {
  type ErrorReporter,
  FLUSH_TIMEOUT_MS,
  NO_REPORTS,
  reportOptions,
} from '../../../supabase/functions/_shared/error-reports.ts';
import type { Env } from '../../../supabase/functions/_shared/keys.ts';

export function localErrorReporter(env: Env): ErrorReporter {
  const options = reportOptions(env);
  if (!options) return NO_REPORTS;
  const client = new ServerRuntimeClient({
    ...options,
    integrations: [linkedErrorsIntegration(), dedupeIntegration()],
    stackParser: createStackParser(nodeStackLineParser()),
    transport: (transportOptions) =>
      createTransport(transportOptions, async (request) => {
        const body = typeof request.body === 'string' ? request.body : Buffer.from(request.body);
        const response = await fetch(transportOptions.url, { method: 'POST', body });
        await response.body?.cancel();
        return { statusCode: response.status };
      }),
    platform: 'javascript',
    runtime: { name: 'deno', version: 'local stand-in (Node)' },
  });
  client.init();
  const scope = new Scope();
  scope.setClient(client);
  return {
    capture(error, tags) {
      const tagged = scope.clone();
      tagged.setTags(tags);
      tagged.captureException(error);
    },
    flush: async () => void (await client.flush(FLUSH_TIMEOUT_MS)),
  };
}
