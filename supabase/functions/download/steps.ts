// The three calls behind one download, over plain fetch (the REST calls supabase-js makes,
// without bundling it into the function): who the caller is (Auth, with their own token), the
// log row (log_download() as that member, so auth.uid() is theirs and the database applies
// their hourly limit), and the signed link (Storage, with the secret key: members cannot sign).
import { describeFailure, scrub } from '../_shared/failure-text.ts';
import { apiKeyHeaders, memberHeaders } from '../_shared/keys.ts';

export const INSTALLER_BUCKET = 'installers';
export const INSTALLER_FILE = 'skpossetup.exe';
const TIMEOUT_MS = 10_000;

export interface DownloadConfig {
  supabaseUrl: string;
  publishableKey: string;
  secretKey: string;
}

/** A step that did not succeed: why, in terms of the answer the browser gets. */
export class StepFailure extends Error {
  readonly kind: 'unauthorized' | 'rate_limited' | 'failed';
  /** For the log; never sent to the browser. Holds no token, key or personal data. */
  readonly detail: string;
  /** The database's own Korean sentence, for the rate limit. */
  readonly userMessage: string | undefined;
  constructor(kind: StepFailure['kind'], detail: string, userMessage?: string) {
    super(`${kind}: ${detail}`);
    this.kind = kind;
    this.detail = detail;
    this.userMessage = userMessage;
  }
}

async function call(step: string, url: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new StepFailure('failed', `${step} ${describeFailure(error)}`);
  }
  const text = await response.text();
  try {
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
  } catch {
    return { status: response.status, body: null }; // not JSON: judged by the status alone
  }
}

const field = (data: unknown, key: string): unknown =>
  typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[key] : undefined;

/** The member behind the access token; an anonymous, expired or forged token is unauthorized. */
export async function memberOf(config: DownloadConfig, accessToken: string): Promise<string> {
  const { status, body } = await call('auth user', `${config.supabaseUrl}/auth/v1/user`, {
    headers: memberHeaders(config.publishableKey, accessToken),
  });
  const id = field(body, 'id');
  if (status === 200 && typeof id === 'string' && field(body, 'is_anonymous') !== true) return id;
  if (status === 200 || status === 401 || status === 403)
    throw new StepFailure('unauthorized', `auth user answered ${status}`);
  throw new StepFailure('failed', `auth user answered ${status}`);
}

/**
 * One download_logs row as the member, with the visit's attribution if the browser sent one;
 * their hourly limit refuses with PT429.
 */
export async function logDownload(
  config: DownloadConfig,
  accessToken: string,
  attribution?: Record<string, unknown>,
): Promise<void> {
  const { status, body } = await call('log_download', `${config.supabaseUrl}/rest/v1/rpc/log_download`, {
    method: 'POST',
    headers: { ...memberHeaders(config.publishableKey, accessToken), 'content-type': 'application/json' },
    body: JSON.stringify(attribution ? { attribution } : {}),
  });
  if (status >= 200 && status < 300) return;
  const message = field(body, 'message');
  if (status === 429 || field(body, 'code') === 'PT429') {
    const korean = typeof message === 'string' && /[가-힣]/.test(message) ? message : undefined;
    throw new StepFailure('rate_limited', 'log_download refused: hourly limit', korean);
  }
  if (status === 401 || status === 403) throw new StepFailure('unauthorized', `log_download answered ${status}`);
  const code = field(body, 'code');
  throw new StepFailure(
    'failed',
    `log_download answered ${status}${typeof code === 'string' ? ` (${scrub(code)})` : ''}`,
  );
}

/** A link to the installer that Storage honours for `seconds`, downloading under its own name. */
export async function signInstaller(config: DownloadConfig, seconds: number): Promise<string> {
  const path = `${INSTALLER_BUCKET}/${INSTALLER_FILE}`;
  const { status, body } = await call('storage sign', `${config.supabaseUrl}/storage/v1/object/sign/${path}`, {
    method: 'POST',
    headers: { ...apiKeyHeaders(config.secretKey), 'content-type': 'application/json' },
    body: JSON.stringify({ expiresIn: seconds }),
  });
  const signed = field(body, 'signedURL');
  if (status !== 200 || typeof signed !== 'string' || !signed.startsWith('/'))
    throw new StepFailure('failed', `storage sign answered ${status}`);
  const url = new URL(`${config.supabaseUrl}/storage/v1${signed}`);
  url.searchParams.set('download', INSTALLER_FILE);
  return url.href;
}
