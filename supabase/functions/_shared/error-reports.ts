// Imported by every Edge Function's entry (index.ts, on Deno) and by the local stack's runner (in
// Node): the seam between a function's handler and the error tracker. The handler reports
// through `Report`, which knows nothing of an SDK; index.ts wires Sentry's Deno SDK behind it
// (sentry-deno.ts) and the local stack an @sentry/core client that sends the same envelopes to
// its own inbox (docs/operations.md#error-reports). Without SENTRY_DSN nothing is sent anywhere.
import { describeFailure } from './failure-text.ts';
import type { Env } from './keys.ts';
import { scrubReport } from './scrub-report.ts';

/** What a handler calls for a failure staff should hear about; `where` names the step. */
export type Report = (error: unknown, where?: string) => void;

/** What handler.ts exports: the function's logic, given its environment and a way to report. */
export type ReportingHandler = (req: Request, env: Env, report: Report) => Promise<Response>;

/** One error tracker behind the seam: the Deno SDK, the local stand-in, or nothing. */
export interface ErrorReporter {
  /** Queues one report; never throws. */
  capture(error: unknown, tags: Readonly<Record<string, string>>): void;
  /** Waits, briefly, for queued reports to leave before the runtime may end the request. */
  flush(): Promise<void>;
}

export const NO_REPORTS: ErrorReporter = { capture: () => undefined, flush: () => Promise.resolve() };

/** How long a request waits for its reports to leave. */
export const FLUSH_TIMEOUT_MS = 2000;

/** The SDK options both sides share: the DSN, the release, and the scrubber as beforeSend. */
export function reportOptions(env: Env) {
  const dsn = env.SENTRY_DSN?.trim();
  if (!dsn) return undefined;
  return {
    dsn,
    release: env.SENTRY_RELEASE?.trim() || 'pos-site-functions',
    environment: env.SENTRY_ENVIRONMENT?.trim() || 'production',
    // No IP address, cookies or request bodies from the SDK; scrubReport removes what else could name someone.
    sendDefaultPii: false,
    beforeSend: <T extends object>(event: T): T => scrubReport(event),
  };
}

/**
 * What a handler reports for a failure whose message may name a secret (a fetch error names the
 * URL, and a staff webhook's URL is its secret): the safe text it already logs, with the
 * original's kind and stack frames, never the original's message.
 */
export function reportable(text: string, original: unknown): Error {
  const error = new Error(text);
  if (!(original instanceof Error)) return error;
  error.name = original.name;
  const frames = (original.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  if (frames.length > 0) error.stack = [`${error.name}: ${text}`, ...frames].join('\n');
  return error;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });

/**
 * The function as the runtime calls it: the handler with a `Report` that tags each report with
 * the function's name, and a thrown error reported and answered 500 as the platform would. A
 * request that reported something waits for the report to leave before it answers.
 */
export function serveReporting(name: string, handle: ReportingHandler, reporter: ErrorReporter) {
  return async (req: Request, env: Env): Promise<Response> => {
    let reported = false;
    const report: Report = (error, where = 'handler') => {
      reported = true;
      reporter.capture(error, { function: name, where });
    };
    try {
      return await handle(req, env, report);
    } catch (error) {
      console.error(`[${name}] failed: ${describeFailure(error)}`);
      report(reportable(`${name} failed: ${describeFailure(error)}`, error), 'uncaught');
      return json(500, { code: 'WORKER_ERROR', message: 'Function exited due to an error' });
    } finally {
      if (reported) await reporter.flush();
    }
  };
}
