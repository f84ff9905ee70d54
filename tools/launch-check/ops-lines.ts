// The launch check's lines about running the site after launch (docs/deploy.md#9-the-launch-check):
// the outbox watch, the access log, the Naver function, error reports, backups, and, when given,
// the deployed site and the error tracker. Judged from what probes.ts and probes-ops.ts gathered.
import type { Line, Status } from './lines.ts';
import type { Facts } from './probes.ts';
import type { OpsFacts, OpsTarget } from './probes-ops.ts';

const line = (id: string, status: Status, ko: string, en: string, hint?: Line['hint']): Line =>
  hint ? { id, status, ko, en, hint } : { id, status, ko, en };
const DB_PUSH = { ko: 'npx supabase db push 로 마이그레이션을 올리세요.', en: 'run npx supabase db push' };
const NEEDS_TOKEN = { ko: '관리 토큰이 있어야 확인할 수 있습니다.', en: 'cannot tell without a management token' };

/** A backup older than this means the daily backup stopped (Pro keeps one a day). */
const BACKUP_MAX_AGE_MS = 36 * 3600 * 1000;

function databaseOpsLines(facts: Facts): Line[] {
  const readiness = facts.readiness.facts;
  const watch = readiness?.outbox_watch;
  const stuck = readiness?.outbox_stuck;
  const log = readiness?.staff_access_log;
  return [
    line(
      'outbox-watch',
      watch ? 'pass' : 'fail',
      '알림 멈춤 감시가 예약되어 있고 알릴 웹훅이 있습니다',
      'the outbox watch is scheduled and has a webhook to alert',
      watch
        ? undefined
        : watch === false
          ? {
              ko: "Vault에 outbox_alert_url을 넣으세요(vault.create_secret('<웹훅 URL>', 'outbox_alert_url')).",
              en: 'create outbox_alert_url in Vault',
            }
          : DB_PUSH,
    ),
    line(
      'outbox-flowing',
      stuck === false ? 'pass' : 'fail',
      '15분 넘게 밀린 알림이 없습니다',
      'no notification has waited 15 minutes past due',
      stuck === false
        ? undefined
        : stuck
          ? {
              ko: 'staff_notification_problems와 notify 함수의 비밀값을 확인하세요.',
              en: 'see staff_notification_problems and the notify secrets',
            }
          : DB_PUSH,
    ),
    line(
      'staff-access-log',
      log ? 'pass' : 'fail',
      '개인정보 열람 기록의 보관 작업이 예약되어 있습니다',
      "the staff access log's retention job is scheduled",
      log ? undefined : DB_PUSH,
    ),
  ];
}

function functionOpsLines(facts: Facts, ops: OpsFacts): Line[] {
  const names = facts.secretNames;
  return [
    line(
      'naver-auth',
      ops.naverStatus === 404 ? 'fail' : 'pass',
      '네이버 로그인 함수가 배포되어 있습니다',
      'the naver-auth function is deployed',
      ops.naverStatus === 404
        ? { ko: 'npx supabase functions deploy naver-auth', en: 'deploy it: npx supabase functions deploy naver-auth' }
        : {
            ko: '네이버 검수 통과 여부는 developers.naver.com에서 확인하세요.',
            en: "Naver's review is checked on developers.naver.com",
          },
    ),
    !names
      ? line(
          'function-error-reports',
          'warn',
          'Edge Function 오류가 Sentry로 갑니다',
          'Edge Function errors reach Sentry',
          NEEDS_TOKEN,
        )
      : names.includes('SENTRY_DSN')
        ? line(
            'function-error-reports',
            'pass',
            'Edge Function 오류가 Sentry로 갑니다',
            'Edge Function errors reach Sentry',
          )
        : line(
            'function-error-reports',
            'warn',
            'Edge Function 오류가 Sentry로 갑니다',
            'Edge Function errors reach Sentry',
            {
              ko: 'SENTRY_DSN이 없어 함수 오류를 아무도 모릅니다.',
              en: 'SENTRY_DSN is not set: nobody hears of function errors',
            },
          ),
  ];
}

function backupLine(ops: OpsFacts, now: number): Line {
  const [ko, en] = ['데이터베이스 백업이 하루 안에 있습니다', 'the database has a backup from the last day'];
  if (!ops.backups) return line('backups', 'warn', ko, en, NEEDS_TOKEN);
  const age = ops.backups.latest ? now - Date.parse(ops.backups.latest) : Infinity;
  if (ops.backups.pitr || age <= BACKUP_MAX_AGE_MS)
    return line('backups', 'pass', ko, en, {
      ko: ops.backups.pitr ? '시점 복구(PITR) 켜짐' : `마지막 백업 ${ops.backups.latest}`,
      en: ops.backups.pitr ? 'point-in-time recovery is on' : `last backup ${ops.backups.latest}`,
    });
  return line('backups', 'fail', ko, en, {
    ko: '하루 넘게 백업이 없습니다. Pro 요금제인지 확인하세요(Free는 백업이 없습니다).',
    en: 'no backup for over a day: is the project on the Pro plan?',
  });
}

const dsnOriginOf = (dsn: string | undefined): string | undefined => {
  try {
    return dsn ? new URL(dsn).origin : undefined;
  } catch {
    return undefined; // a malformed DSN: the tracker line says so
  }
};

function siteLines(target: OpsTarget, ops: OpsFacts): Line[] {
  const site = ops.site;
  if (!site) return [];
  const [ko, en] = [
    '사이트가 https로 열리고 이 프로젝트를 CSP에 담고 있습니다',
    'the site answers over https with this project in its CSP',
  ];
  if ('error' in site || site.status !== 200)
    return [
      line('site', 'fail', ko, en, {
        ko: `사이트가 열리지 않습니다(${'error' in site ? site.error : `HTTP ${site.status}`}). DNS를 확인하세요.`,
        en: 'the site does not answer: check DNS',
      }),
    ];
  const project = new URL(target.url).origin;
  const connect = /connect-src ([^;]*)/.exec(site.csp)?.[1]?.split(' ') ?? [];
  // With --sentry-dsn, the site must post to that DSN's host (a self-hosted or local tracker's
  // name need not say "sentry"); without one, any Sentry host will do.
  const dsnOrigin = dsnOriginOf(target.sentryDsn);
  const tracker = dsnOrigin ? connect.includes(dsnOrigin) : connect.some((source) => /sentry/.test(source));
  return [
    line(
      'site',
      site.hsts && connect.includes(project) ? 'pass' : 'fail',
      ko,
      en,
      site.hsts && connect.includes(project)
        ? undefined
        : { ko: '이 프로젝트용으로 다시 빌드해 배포하세요.', en: 'rebuild and deploy for this project' },
    ),
    line(
      'site-error-reports',
      tracker ? 'pass' : 'warn',
      '사이트 오류가 Sentry로 갑니다',
      'browser errors reach Sentry',
      tracker
        ? undefined
        : dsnOrigin
          ? {
              ko: `CSP에 ${dsnOrigin}이 없습니다. 이 DSN을 PUBLIC_SENTRY_DSN으로 다시 빌드하세요.`,
              en: `${dsnOrigin} is not in its CSP: rebuild with this DSN as PUBLIC_SENTRY_DSN`,
            }
          : { ko: 'PUBLIC_SENTRY_DSN 없이 빌드했습니다.', en: 'built without PUBLIC_SENTRY_DSN' },
    ),
    line(
      'naver-verification',
      site.naverVerification ? 'pass' : 'warn',
      '네이버 서치어드바이저 확인 태그가 있습니다',
      'the Naver Search Advisor tag is on the page',
      site.naverVerification
        ? undefined
        : { ko: '사이트 설정에 확인 코드를 넣고 게시하세요.', en: 'put the code in 사이트 설정 and publish' },
    ),
  ];
}

function trackerLine(ops: OpsFacts): Line[] {
  if (!ops.tracker) return [];
  const ok = 'status' in ops.tracker && ops.tracker.status >= 200 && ops.tracker.status < 300;
  return [
    line(
      'sentry-dsn',
      ok ? 'pass' : 'fail',
      'Sentry가 이 DSN의 보고를 받습니다',
      'Sentry accepts reports for this DSN',
      ok
        ? undefined
        : {
            ko: `DSN을 확인하세요(${'status' in ops.tracker ? `HTTP ${ops.tracker.status}` : ops.tracker.error}).`,
            en: 'check the DSN',
          },
    ),
  ];
}

export function opsLines(target: OpsTarget, facts: Facts, ops: OpsFacts, now = Date.now()): Line[] {
  return [
    ...databaseOpsLines(facts),
    ...functionOpsLines(facts, ops),
    backupLine(ops, now),
    ...siteLines(target, ops),
    ...trackerLine(ops),
  ];
}
