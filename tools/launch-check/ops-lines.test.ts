// @vitest-environment node
// The launch check's lines about running the site (ops-lines.ts), from facts as the probes
// gather them: what passes, what warns because it cannot be seen, and what fails.
import { describe, expect, it } from 'vitest';

import type { Line } from './lines.ts';
import { opsLines } from './ops-lines.ts';
import type { Facts } from './probes.ts';
import { envelopeUrl, type OpsFacts } from './probes-ops.ts';

const PROJECT = 'https://abcdefghijklmnopqrst.supabase.co';
const NOW = Date.parse('2026-12-03T00:00:00Z');
const facts = (readiness: Partial<NonNullable<Facts['readiness']['facts']>>, secretNames?: string[]): Facts => ({
  settings: { status: 200 },
  readiness: {
    status: 200,
    facts: { client_address_header: true, installer: null, notify_sweep: true, notify_vault: true, ...readiness },
  },
  notify: { status: 401 },
  ...(secretNames ? { secretNames } : {}),
});
const READY = { outbox_watch: true, outbox_stuck: false, staff_access_log: true };
const SITE = {
  status: 200,
  hsts: true,
  csp: `default-src 'self'; connect-src 'self' ${PROJECT} https://o1.ingest.us.sentry.io`,
  naverVerification: true,
};
const byId = (lines: Line[]) => Object.fromEntries(lines.map((line) => [line.id, line.status]));
const run = (f: Facts, ops: Partial<OpsFacts> = {}) =>
  byId(opsLines({ url: PROJECT, key: 'sb_publishable_x' }, f, { naverStatus: 400, ...ops }, NOW));

describe('the launch check’s lines about running the site', () => {
  it('passes a project that runs as docs/operations.md says, with the site and the tracker checked', () => {
    expect(
      run(facts(READY, ['SENTRY_DSN']), {
        backups: { latest: '2026-12-02T18:00:00Z', pitr: false },
        site: SITE,
        tracker: { status: 200 },
      }),
    ).toEqual({
      'outbox-watch': 'pass',
      'outbox-flowing': 'pass',
      'staff-access-log': 'pass',
      'naver-auth': 'pass',
      'function-error-reports': 'pass',
      backups: 'pass',
      site: 'pass',
      'site-error-reports': 'pass',
      'naver-verification': 'pass',
      'sentry-dsn': 'pass',
    });
  });

  it.each<[string, Facts, Partial<OpsFacts>, string, string]>([
    ['no webhook for the watch', facts({ ...READY, outbox_watch: false }), {}, 'outbox-watch', 'fail'],
    ['a stuck outbox', facts({ ...READY, outbox_stuck: true }), {}, 'outbox-flowing', 'fail'],
    ['migrations not pushed', facts({}), {}, 'staff-access-log', 'fail'],
    ['naver-auth not deployed', facts(READY), { naverStatus: 404 }, 'naver-auth', 'fail'],
    ['no SENTRY_DSN among the secrets', facts(READY, ['NOTIFY_SECRET']), {}, 'function-error-reports', 'warn'],
    ['no token', facts(READY), {}, 'backups', 'warn'],
    [
      'a backup two days old',
      facts(READY),
      { backups: { latest: '2026-12-01T00:00:00Z', pitr: false } },
      'backups',
      'fail',
    ],
    [
      'a site built without a DSN',
      facts(READY),
      { site: { ...SITE, csp: `connect-src 'self' ${PROJECT}` } },
      'site-error-reports',
      'warn',
    ],
    [
      'a site built for another project',
      facts(READY),
      { site: { ...SITE, csp: "connect-src 'self'" } },
      'site',
      'fail',
    ],
    ['a domain that does not answer', facts(READY), { site: { error: 'TypeError' } }, 'site', 'fail'],
    [
      'no Naver verification tag',
      facts(READY),
      { site: { ...SITE, naverVerification: false } },
      'naver-verification',
      'warn',
    ],
    ['a DSN the tracker refuses', facts(READY), { tracker: { status: 401 } }, 'sentry-dsn', 'fail'],
  ])('%s: %s is %s', (_case, f, ops, id, status) => {
    expect(run(f, ops)[id]).toBe(status);
  });

  it('with --sentry-dsn, asks that the site posts to that DSN’s host, whatever its name', () => {
    const lines = (csp: string, sentryDsn: string) =>
      byId(
        opsLines(
          { url: PROJECT, key: 'sb_publishable_x', sentryDsn },
          facts(READY),
          { naverStatus: 400, site: { ...SITE, csp } },
          NOW,
        ),
      )['site-error-reports'];
    const local = 'http://local0sentry0public0key@127.0.0.1:54321/sentry/1';
    expect(lines(`connect-src 'self' ${PROJECT} http://127.0.0.1:54321`, local)).toBe('pass');
    expect(lines(SITE.csp, 'https://key@o1.ingest.us.sentry.io/2')).toBe('pass');
    expect(lines(SITE.csp, 'https://key@o9.ingest.de.sentry.io/2')).toBe('warn');
  });

  it('finds a DSN’s envelope endpoint as Sentry’s SDKs do', () => {
    expect(envelopeUrl('https://abc@o1.ingest.us.sentry.io/42')).toBe(
      'https://o1.ingest.us.sentry.io/api/42/envelope/?sentry_version=7&sentry_key=abc',
    );
    expect(envelopeUrl('http://k@127.0.0.1:54321/sentry/1')).toBe(
      'http://127.0.0.1:54321/sentry/api/1/envelope/?sentry_version=7&sentry_key=k',
    );
    expect(envelopeUrl('not a dsn')).toBeUndefined();
  });
});
