// What the launch check asks the running project: only public endpoints with the publishable
// key (Auth's settings, the launch_readiness() function, the notify function's answer to a
// call without its secret), and, with a management token, Supabase's Management API. Nothing
// here writes anything.

export interface Target {
  /** The project URL, e.g. https://abcdefghijklmnopqrst.supabase.co. */
  url: string;
  /** The publishable key (or, until it exists, the legacy anon key). */
  key: string;
  /** A Supabase management token (supabase.com/dashboard/account/tokens), optional. */
  token?: string;
  /** The legacy anon key, optional: tried to tell whether the legacy keys are still on. */
  legacyAnonKey?: string;
  /** Default https://api.supabase.com; tests point it elsewhere. */
  managementUrl?: string;
}

export interface Readiness {
  client_address_header: boolean;
  installer: { present: boolean; bytes: number | null; limit_bytes: number | null } | null;
  notify_sweep: boolean;
  notify_vault: boolean;
  /** Added by a later migration: undefined on a project without it (the lines then say db push). */
  outbox_watch?: boolean;
  outbox_stuck?: boolean;
  staff_access_log?: boolean;
}

export interface Facts {
  /** GET /auth/v1/settings: its status, and `external` when it answered 200. */
  settings: { status: number; external?: Record<string, boolean> };
  /** POST /rest/v1/rpc/launch_readiness: its status, and the facts when it answered 200. */
  readiness: { status: number; facts?: Readiness };
  /** POST /functions/v1/notify without the secret: its status and error code. */
  notify: { status: number; code?: string; missing?: string[] };
  /** Whether the legacy JWT keys still work: from the Management API or a probe; undefined when nobody could tell. */
  legacyKeysOn?: boolean;
  /** With a token: the names of the functions' secrets, and the project's upload limit in bytes. */
  secretNames?: string[];
  uploadLimitBytes?: number;
}

type Fetch = typeof fetch;

async function jsonOf(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The project ref of a hosted project URL; undefined for any other host (the local stack). */
export function projectRef(url: string): string | undefined {
  return /^https:\/\/([a-z0-9]{20})\.supabase\.co\/?$/.exec(url)?.[1];
}

async function management(target: Target, path: string, fetchImpl: Fetch): Promise<unknown> {
  const ref = projectRef(target.url);
  if (!target.token || !ref) return undefined;
  const base = (target.managementUrl ?? 'https://api.supabase.com').replace(/\/+$/, '');
  const response = await fetchImpl(`${base}/v1/projects/${ref}${path}`, {
    headers: { authorization: `Bearer ${target.token}` },
  });
  return response.ok ? jsonOf(response) : undefined;
}

export async function gatherFacts(target: Target, fetchImpl: Fetch = fetch): Promise<Facts> {
  const base = target.url.replace(/\/+$/, '');
  const headers = { apikey: target.key };
  const settings = await fetchImpl(`${base}/auth/v1/settings`, { headers });
  const external = settings.ok ? record(record(await jsonOf(settings)).external) : undefined;
  const readiness = await fetchImpl(`${base}/rest/v1/rpc/launch_readiness`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: '{}',
  });
  const notify = await fetchImpl(`${base}/functions/v1/notify`, { method: 'POST', headers, body: '{}' });
  const notifyBody = record(await jsonOf(notify));

  const legacy = record(await management(target, '/api-keys/legacy', fetchImpl));
  let legacyKeysOn = typeof legacy.enabled === 'boolean' ? legacy.enabled : undefined;
  if (legacyKeysOn === undefined && target.legacyAnonKey) {
    const probe = await fetchImpl(`${base}/auth/v1/settings`, { headers: { apikey: target.legacyAnonKey } });
    legacyKeysOn = probe.ok;
  }
  const secrets = await management(target, '/secrets', fetchImpl);
  const storage = record(await management(target, '/config/storage', fetchImpl));
  return {
    settings: {
      status: settings.status,
      ...(external ? { external: external as Record<string, boolean> } : {}),
    },
    readiness: {
      status: readiness.status,
      ...(readiness.ok ? { facts: (await jsonOf(readiness)) as Readiness } : {}),
    },
    notify: {
      status: notify.status,
      ...(typeof notifyBody.code === 'string' ? { code: notifyBody.code } : {}),
      ...(Array.isArray(notifyBody.missing) ? { missing: notifyBody.missing.map(String) } : {}),
    },
    ...(legacyKeysOn === undefined ? {} : { legacyKeysOn }),
    ...(Array.isArray(secrets) ? { secretNames: secrets.map((secret) => String(record(secret).name)) } : {}),
    ...(typeof storage.fileSizeLimit === 'number' ? { uploadLimitBytes: storage.fileSizeLimit } : {}),
  };
}
