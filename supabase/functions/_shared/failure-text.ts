// What a failed outgoing call may say in a delivery record, a response or a log line: what
// failed and how, never a secret or a phone number. A fetch that fails on Deno throws an
// error whose text names the URL: the staff webhook's URL is itself a secret, and Solapi's
// message look-up carries the recipient's number in its query. So a thrown error is reduced
// to its kind, and any text a provider answered with is scrubbed before it is kept.

/** The kind of failure a thrown error is, without its message. */
export function describeFailure(error: unknown): string {
  const name = typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;
  if (name === 'TimeoutError') return 'timed out';
  if (name === 'AbortError') return 'aborted';
  if (name === 'SyntaxError') return 'answered with something that is not JSON';
  if (name === 'TypeError') return 'could not be reached (network error)';
  return typeof name === 'string' && /^[A-Za-z]{1,40}$/.test(name) ? `failed (${name})` : 'failed';
}

// Korean numbers as people and providers write them: 010-1234-5678, 01012345678,
// +82 10 1234 5678, 02-123-4567; never inside a longer token (a UUID, a receipt number).
const PHONE = /(?<![\w-])(?:\+?82[\s.-]?|0)\d{1,2}[\s.)-]?\d{3,4}[\s.-]?\d{4}(?![\w-])/g;
const URL_TEXT = /\b[a-z][a-z0-9+.-]*:\/\/[^\s"'<>)]+/gi;
const MAX_LENGTH = 300;

/**
 * The text with each given secret, every URL and anything that looks like a phone number
 * replaced, cut to a length a delivery record or a log line can hold.
 */
export function scrub(text: string, secrets: readonly (string | undefined)[] = []): string {
  let out = text;
  for (const secret of secrets) if (secret && secret.length >= 6) out = out.split(secret).join('[secret]');
  out = out.replace(URL_TEXT, '[url]').replace(PHONE, '[number]');
  return out.length > MAX_LENGTH ? `${out.slice(0, MAX_LENGTH)}…` : out;
}
