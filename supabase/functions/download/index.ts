// Deno entry for Supabase Edge Functions (`supabase functions deploy download`). The logic is in
// handler.ts so the local stack can run the very same code in Node; this file adds only what
// Deno has: the runtime's server and Sentry's Deno SDK (off unless SENTRY_DSN is set).
import { serveReporting } from '../_shared/error-reports.ts';
import { denoReporter } from '../_shared/sentry-deno.ts';
import { handle } from './handler.ts';

// Just what this file uses of the Deno runtime, so the project's Node type-check accepts it.
declare const Deno: {
  serve(handler: (req: Request) => Response | Promise<Response>): unknown;
  env: { toObject(): Record<string, string> };
};

const serve = serveReporting('download', handle, denoReporter(Deno.env.toObject()));
Deno.serve((req) => serve(req, Deno.env.toObject()));
