// Imported on both sides: the browser's error reports (src/lib/errors/) and the Edge Functions'
// (error-reports.ts). Pure and web-standard, no SDK types, so one rule holds everywhere
// (docs/operations.md#error-reports): an error report names what broke and where, never who.
// Every report passes through scrubReport() as the SDK's beforeSend, after the SDK has added
// what it adds and before anything leaves the process.

/** Anything shaped like a Sentry event: plain JSON. */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

// Korean numbers as people and providers write them, never inside a longer token (as failure-text.ts).
const PHONE = /(?<![\w-])(?:\+?82[\s.-]?|0)\d{1,2}[\s.)-]?\d{3,4}[\s.-]?\d{4}(?![\w-])/g;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const IPV4 = /(?<![\w.])(?:\d{1,3}\.){3}\d{1,3}(?![\w.])/g;
// A run of hex digits and colons with `::` or at least three colons (a time has two).
const IPV6_CANDIDATE = /(?<![\w:.])[0-9a-f]{0,4}(?::[0-9a-f]{0,4}){2,7}(?![\w:])/gi;
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]*/g;
const BEARER = /\b(Bearer|Basic)\s+[\w.~+/=-]+/gi;
const API_KEY = /\b(?:sb_secret|sb_publishable|sbp)_[\w-]+/g;
/** Long random-looking strings: OAuth codes, session ids, secrets (32 characters or more with a digit). */
const OPAQUE = /(?<![\w/.-])(?=[\w-]*\d)[A-Za-z0-9_-]{32,}(?![\w/.-])/g;
/** Query strings and fragments carry sign-in codes, tokens and search words. */
const URL_TAIL = /(\b[a-z][a-z0-9+.-]*:\/\/[^\s?#"'<>]*)[?#][^\s"'<>]*/gi;
/** Postgres names the refused row, field by field, in a CHECK violation's detail. */
const FAILING_ROW = /(Failing row contains) \([^)]*\)?/gi;

/** Keys whose values are personal or secret whatever they hold: dropped. */
const PRIVATE_KEYS =
  /^(e-?mail|tel|phone(_?number)?|mobile|password|passwd|token|access_token|refresh_token|id_token|authorization|cookies?|set-cookie|apikey|api_key|secret|ip_address|ip|x-forwarded-for|cf-connecting-ip|x-real-ip|referer|query_string|data|form|input|company_no|content|answer|memo|staff_memo)$/i;

/** Machine identifiers that would look like tokens to OPAQUE: kept as they are. */
const IDENTIFIER_KEYS = new Set(['event_id', 'trace_id', 'span_id', 'parent_span_id', 'sid', 'release', 'dist']);

function scrubIpv6(text: string): string {
  return text.replace(IPV6_CANDIDATE, (match) =>
    match.includes('::') || match.split(':').length >= 4 ? '[ip]' : match,
  );
}

/** The text with e-mails, phone numbers, IP addresses, tokens and URL query strings replaced. */
export function scrubText(text: string): string {
  const out = text
    .replace(FAILING_ROW, '$1 [row]')
    .replace(URL_TAIL, '$1?[removed]')
    .replace(JWT, '[token]')
    .replace(BEARER, '$1 [token]')
    .replace(API_KEY, '[key]')
    .replace(EMAIL, '[email]')
    // Loopback is this machine, nobody's address; kept so local reports keep their file URLs.
    .replace(IPV4, (match) => (match.startsWith('127.') ? match : '[ip]'))
    .replace(PHONE, '[number]')
    .replace(OPAQUE, '[token]');
  return scrubIpv6(out);
}

function scrubValue(value: Json, key: string): Json {
  if (typeof value === 'string') return IDENTIFIER_KEYS.has(key) ? value : scrubText(value);
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, key));
  if (value === null || typeof value !== 'object') return value;
  const out: { [key: string]: Json } = {};
  for (const [name, inner] of Object.entries(value)) {
    if (PRIVATE_KEYS.test(name)) continue;
    out[name] = scrubValue(inner, name);
  }
  return out;
}

/** Request headers a report may keep: the browser's name, nothing that identifies or authorises. */
const KEPT_HEADERS = new Set(['user-agent']);

/**
 * beforeSend for every error report: a copy of the event without the user (IP address
 * included), cookies, request bodies, query strings, headers other than User-Agent, form
 * values, or any e-mail, phone number, IP address or token in its texts.
 */
export function scrubReport<T extends object>(event: T): T {
  const copy = JSON.parse(JSON.stringify(event)) as { [key: string]: Json };
  delete copy.user;
  const request = copy.request;
  if (request && typeof request === 'object' && !Array.isArray(request)) {
    const headers = request.headers;
    const kept: { [key: string]: Json } = {};
    if (headers && typeof headers === 'object' && !Array.isArray(headers))
      for (const [name, value] of Object.entries(headers)) if (KEPT_HEADERS.has(name.toLowerCase())) kept[name] = value;
    request.headers = kept;
  }
  const scrubbed = scrubValue(copy, '') as { [key: string]: Json };
  // Sentry infers the sender's address unless told not to (the SDK says so without sendDefaultPii).
  scrubbed.user = { ip_address: null };
  return scrubbed as T;
}
