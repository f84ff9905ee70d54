// The local error tracker's project, as a Sentry DSN names one: a public key and a project id
// on a host. The stack's Edge Functions get it as SENTRY_DSN, and a site built for the stack may
// get it as PUBLIC_SENTRY_DSN (the browser tests do), so both send their envelopes to
// /sentry/api/<project>/envelope/ on the stack. Nothing here is a secret: a DSN's key is public.
export const LOCAL_SENTRY_KEY = 'local0sentry0public0key';
export const LOCAL_SENTRY_PROJECT = '1';
export const SENTRY_PATH = '/sentry';

/** http://<key>@127.0.0.1:<port>/sentry/1 for a stack at http://127.0.0.1:<port>. */
export function localSentryDsn(stackUrl: string): string {
  const url = new URL(stackUrl);
  return `${url.protocol}//${LOCAL_SENTRY_KEY}@${url.host}${SENTRY_PATH}/${LOCAL_SENTRY_PROJECT}`;
}
