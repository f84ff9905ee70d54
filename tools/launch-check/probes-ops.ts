// What the launch check asks about running the site, beyond the project's settings (probes.ts):
// the Naver function's presence, with a management token the functions' error-report secret and
// the database's backups, and, when given, the deployed site (its headers and its Naver
// verification tag) and the error tracker (an envelope that creates no event). Nothing here
// writes anything a person would see.

type Fetch = typeof fetch;

export interface OpsTarget {
  url: string;
  key: string;
  token?: string;
  managementUrl?: string;
  /** The deployed site, e.g. https://www.example.kr (--site). */
  site?: string;
  /** The error tracker's DSN (--sentry-dsn, or PUBLIC_SENTRY_DSN). */
  sentryDsn?: string;
}

export interface OpsFacts {
  /** POST /functions/v1/naver-auth with an empty body: 404 when it is not deployed. */
  naverStatus: number;
  /** With a token: the newest finished backup's time, and whether point-in-time recovery is on. */
  backups?: { latest: string | undefined; pitr: boolean };
  site?: { status: number; hsts: boolean; csp: string; naverVerification: boolean } | { error: string };
  /** The tracker's answer to an envelope holding only a client report. */
  tracker?: { status: number } | { error: string };
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

const failure = (error: unknown) => ({ error: error instanceof Error ? error.name : 'failed' });

/** The envelope endpoint of a DSN (scheme://key@host/path/project), with its key as Sentry's SDKs send it. */
export function envelopeUrl(dsn: string): string | undefined {
  try {
    const url = new URL(dsn);
    const project = /\/(\d+)\/?$/.exec(url.pathname)?.[1];
    if (!url.username || !project) return undefined;
    const path = url.pathname.replace(/\/\d+\/?$/, '');
    return `${url.protocol}//${url.host}${path}/api/${project}/envelope/?sentry_version=7&sentry_key=${url.username}`;
  } catch {
    return undefined; // not a URL: the line says the DSN is malformed
  }
}

async function backupsOf(target: OpsTarget, ref: string | undefined, fetchImpl: Fetch): Promise<OpsFacts['backups']> {
  if (!target.token || !ref) return undefined;
  const base = (target.managementUrl ?? 'https://api.supabase.com').replace(/\/+$/, '');
  const response = await fetchImpl(`${base}/v1/projects/${ref}/database/backups`, {
    headers: { authorization: `Bearer ${target.token}` },
  });
  if (!response.ok) return undefined;
  const body = record(await response.json());
  const done = (Array.isArray(body.backups) ? body.backups : [])
    .map(record)
    .filter((backup) => backup.status === 'COMPLETED' && typeof backup.inserted_at === 'string')
    .map((backup) => String(backup.inserted_at))
    .sort();
  return { latest: done.at(-1), pitr: body.pitr_enabled === true };
}

async function siteOf(site: string, fetchImpl: Fetch): Promise<OpsFacts['site']> {
  try {
    const response = await fetchImpl(site, { redirect: 'follow' });
    const html = await response.text();
    return {
      status: response.status,
      hsts: /max-age=\d+/.test(response.headers.get('strict-transport-security') ?? ''),
      csp: response.headers.get('content-security-policy') ?? '',
      naverVerification: /<meta name="naver-site-verification" content="[^"]+"/.test(html),
    };
  } catch (error) {
    return failure(error);
  }
}

async function trackerOf(dsn: string, fetchImpl: Fetch): Promise<OpsFacts['tracker']> {
  const url = envelopeUrl(dsn);
  if (!url) return { status: 0 };
  // A client report (how many events an SDK dropped: none) is accepted and shows no event.
  const report = JSON.stringify({ timestamp: Date.now() / 1000, discarded_events: [] });
  const body = `${JSON.stringify({ sent_at: new Date().toISOString() })}\n${JSON.stringify({ type: 'client_report' })}\n${report}\n`;
  try {
    const response = await fetchImpl(url, { method: 'POST', body, headers: { 'content-type': 'text/plain' } });
    await response.body?.cancel();
    return { status: response.status };
  } catch (error) {
    return failure(error);
  }
}

export async function gatherOpsFacts(
  target: OpsTarget,
  ref: string | undefined,
  fetchImpl: Fetch = fetch,
): Promise<OpsFacts> {
  const base = target.url.replace(/\/+$/, '');
  const naver = await fetchImpl(`${base}/functions/v1/naver-auth`, {
    method: 'POST',
    headers: { apikey: target.key, 'content-type': 'application/json' },
    body: '{}',
  });
  await naver.body?.cancel();
  const backups = await backupsOf(target, ref, fetchImpl);
  const site = target.site ? await siteOf(target.site, fetchImpl) : undefined;
  const tracker = target.sentryDsn ? await trackerOf(target.sentryDsn, fetchImpl) : undefined;
  return {
    naverStatus: naver.status,
    ...(backups ? { backups } : {}),
    ...(site ? { site } : {}),
    ...(tracker ? { tracker } : {}),
  };
}
