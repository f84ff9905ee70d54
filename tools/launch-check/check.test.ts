// @vitest-environment node
// The launch check against a made-up hosted project (a fake fetch): what each answer of the
// project and of the Management API turns into. The local stack's run is tests/local/launch-check.test.ts.
import { describe, expect, it } from 'vitest';

import { formatReport, runLaunchCheck } from './check.ts';
import { projectRef } from './probes.ts';

const REF = 'abcdefghijklmnopqrst';
const URL_ = `https://${REF}.supabase.co`;
const KEY = 'sb_publishable_hostedProjectKey_01';
const TOKEN = 'sbp_managementtoken';

interface Project {
  external?: Record<string, boolean>;
  readiness?: object | null;
  notify?: [number, object];
  legacyEnabled?: boolean;
  secrets?: string[];
  uploadLimit?: number;
}

const READY = {
  client_address_header: true,
  installer: { present: true, bytes: 120 * 1024 * 1024, limit_bytes: 500 * 1024 * 1024 },
  notify_sweep: true,
  notify_vault: true,
  outbox_watch: true,
  outbox_stuck: false,
  staff_access_log: true,
};
const ALL_SECRETS = [
  'NOTIFY_SECRET',
  'NOTIFY_SITE_URL',
  'NOTIFY_STAFF_WEBHOOK_URL',
  'SOLAPI_API_KEY',
  'SOLAPI_API_SECRET',
  'SOLAPI_SENDER',
  'SOLAPI_PF_ID',
  'SOLAPI_TEMPLATE_ID',
  'SENTRY_DSN',
];

/** A hosted project and the Management API, as fetch sees them; records what was asked. */
function hosted(project: Project, asked: string[] = []): typeof fetch {
  const answer = (input: string | URL | Request, init?: RequestInit): Response => {
    const url = input instanceof Request ? input.url : input.toString();
    const headers = new Headers(init?.headers);
    asked.push(`${url} ${headers.get('authorization') ?? headers.get('apikey') ?? ''}`);
    const reply = (status: number, body?: unknown) =>
      new Response(body === undefined ? null : JSON.stringify(body), { status });
    if (url.startsWith('https://api.supabase.com/')) {
      if (headers.get('authorization') !== `Bearer ${TOKEN}`) return reply(401);
      if (url.endsWith('/api-keys/legacy')) return reply(200, { enabled: project.legacyEnabled ?? true });
      if (url.endsWith('/secrets'))
        return reply(
          200,
          (project.secrets ?? ALL_SECRETS).map((name) => ({ name, value: 'digest' })),
        );
      if (url.endsWith('/database/backups'))
        return reply(200, {
          pitr_enabled: false,
          backups: [{ status: 'COMPLETED', inserted_at: new Date().toISOString() }],
        });
      if (url.endsWith('/config/storage'))
        return reply(200, { fileSizeLimit: project.uploadLimit ?? 500 * 1024 * 1024 });
      return reply(404);
    }
    if (headers.get('apikey') !== KEY) return reply(401, { message: 'Invalid API key' });
    if (url.endsWith('/auth/v1/settings'))
      return reply(200, { external: project.external ?? { email: false, kakao: true, google: true } });
    if (url.endsWith('/rpc/launch_readiness'))
      return project.readiness === null ? reply(404, { code: 'PGRST202' }) : reply(200, project.readiness ?? READY);
    if (url.endsWith('/functions/v1/notify')) return reply(...(project.notify ?? [401, { code: 'unauthorized' }]));
    if (url.endsWith('/functions/v1/naver-auth')) return reply(400, { code: 'invalid_request' });
    return reply(404);
  };
  return (input, init) => Promise.resolve(answer(input, init));
}

const statuses = async (project: Project, token: string | undefined = TOKEN) =>
  Object.fromEntries(
    (await runLaunchCheck({ url: URL_, key: KEY, ...(token ? { token } : {}) }, hosted(project))).map((l) => [
      l.id,
      l.status,
    ]),
  );

describe('the launch check on a hosted project', () => {
  it('passes a project that is ready, once its legacy keys are off', async () => {
    expect(await statuses({ legacyEnabled: false })).toEqual({
      key: 'pass',
      'email-signup': 'pass',
      'kakao-enabled': 'pass',
      'google-enabled': 'pass',
      'client-address': 'pass',
      installer: 'pass',
      'notify-sweep': 'pass',
      'notify-secrets': 'pass',
      'outbox-watch': 'pass',
      'outbox-flowing': 'pass',
      'staff-access-log': 'pass',
      'naver-auth': 'pass',
      'function-error-reports': 'pass',
      backups: 'pass',
      'legacy-keys': 'pass',
    });
  });

  it.each([
    [
      'e-mail sign-up left on (a new project’s default)',
      { external: { email: true, kakao: true, google: true } },
      'email-signup',
    ],
    ['Google not enabled', { external: { email: false, kakao: true } }, 'google-enabled'],
    [
      'no client-address header at the database',
      { readiness: { ...READY, client_address_header: false } },
      'client-address',
    ],
    [
      'no installer uploaded',
      { readiness: { ...READY, installer: { present: false, bytes: null, limit_bytes: 524288000 } } },
      'installer',
    ],
    [
      'an installer over the project’s upload limit (the Free plan’s 50 MB)',
      { uploadLimit: 50 * 1024 * 1024 },
      'installer',
    ],
    ['the sweep unscheduled', { readiness: { ...READY, notify_sweep: false } }, 'notify-sweep'],
    ['the Vault secrets missing', { readiness: { ...READY, notify_vault: false } }, 'notify-sweep'],
    [
      'NOTIFY_SECRET not set',
      { notify: [500, { code: 'misconfigured', missing: ['NOTIFY_SECRET'] }] as [number, object] },
      'notify-secrets',
    ],
    [
      'the notify function not deployed',
      { notify: [404, { code: 'NOT_FOUND' }] as [number, object] },
      'notify-secrets',
    ],
  ])('fails on %s, on that line', async (_case, project, id) => {
    const result = await statuses({ legacyEnabled: false, ...project });
    expect(Object.entries(result).filter(([, status]) => status === 'fail')).toEqual([[id, 'fail']]);
  });

  it('fails the database lines when the migrations are not pushed', async () => {
    const result = await statuses({ readiness: null, legacyEnabled: false });
    expect(Object.keys(result).filter((id) => result[id] === 'fail')).toEqual([
      'client-address',
      'installer',
      'notify-sweep',
      'outbox-watch',
      'outbox-flowing',
      'staff-access-log',
    ]);
  });

  it('warns, without failing, about legacy keys still on, missing Solapi secrets and no staff channel', async () => {
    const result = await statuses({ secrets: ['NOTIFY_SECRET', 'NOTIFY_SITE_URL'] });
    expect(result).toMatchObject({ 'legacy-keys': 'warn', 'notify-secrets': 'warn' });
    expect(Object.values(result)).not.toContain('fail');
  });

  it('without a token, asks nothing of the Management API and says what it cannot tell', async () => {
    const asked: string[] = [];
    const lines = await runLaunchCheck({ url: URL_, key: KEY }, hosted({}, asked));
    expect(asked.filter((a) => a.includes('api.supabase.com'))).toEqual([]);
    expect(formatReport(lines)).toContain('cannot tell: pass a management token');
  });

  it('sends the token only to the Management API, and the key only to the project', async () => {
    const asked: string[] = [];
    await runLaunchCheck({ url: URL_, key: KEY, token: TOKEN }, hosted({}, asked));
    for (const request of asked)
      expect(request).toMatch(
        request.startsWith('https://api.supabase.com/')
          ? new RegExp(`/v1/projects/${REF}/.* Bearer ${TOKEN}$`)
          : new RegExp(`^${URL_}/.* ${KEY}$`),
      );
  });

  it('knows a hosted project’s ref, and that the local stack has none', () => {
    expect(projectRef(`${URL_}/`)).toBe(REF);
    expect(projectRef('http://127.0.0.1:54321')).toBeUndefined();
  });
});
