// The whole launch check: every line in order, from the facts the running project gave.
import { authLines, databaseLines, keyLine, type Line } from './lines.ts';
import { opsLines } from './ops-lines.ts';
import { type Facts, gatherFacts, projectRef, type Target } from './probes.ts';
import { gatherOpsFacts, type OpsFacts, type OpsTarget } from './probes-ops.ts';

/** Secrets the notify function needs beyond NOTIFY_SECRET to send anything (supabase/functions/.env.example). */
const SOLAPI = ['SOLAPI_API_KEY', 'SOLAPI_API_SECRET', 'SOLAPI_SENDER', 'SOLAPI_PF_ID', 'SOLAPI_TEMPLATE_ID'];
const STAFF_CHANNELS = ['NOTIFY_STAFF_WEBHOOK_URL', 'NOTIFY_STAFF_PHONE'];

function notifyLine(facts: Facts): Line {
  const [ko, en] = [
    '알림 함수가 배포되어 비밀값이 설정되어 있습니다',
    'the notify function is deployed with its secrets',
  ];
  const { status, code, missing } = facts.notify;
  // Called without NOTIFY_SECRET, the function answers 401 once its secret is set and 500
  // `misconfigured` (naming what is missing) before; 404 means it is not deployed.
  if (status === 404)
    return {
      id: 'notify-secrets',
      status: 'fail',
      ko,
      en,
      hint: { ko: 'npx supabase functions deploy notify', en: 'deploy it: npx supabase functions deploy notify' },
    };
  if (status !== 401 || code !== 'unauthorized')
    return {
      id: 'notify-secrets',
      status: 'fail',
      ko,
      en,
      hint: {
        ko: `설정되지 않은 값: ${(missing ?? ['?']).join(', ')} (supabase/functions/.env.example)`,
        en: `not set: ${(missing ?? [`HTTP ${status}`]).join(', ')} (supabase/functions/.env.example)`,
      },
    };
  if (!facts.secretNames)
    return {
      id: 'notify-secrets',
      status: 'pass',
      ko,
      en,
      hint: {
        ko: 'NOTIFY_SECRET 확인(관리 토큰이 있으면 나머지도 확인)',
        en: 'NOTIFY_SECRET is set; a management token also lists the others',
      },
    };
  const names = new Set(facts.secretNames);
  const absent = [...SOLAPI, 'NOTIFY_SITE_URL'].filter((name) => !names.has(name));
  const channel = STAFF_CHANNELS.some((name) => names.has(name));
  if (absent.length === 0 && channel) return { id: 'notify-secrets', status: 'pass', ko, en };
  return {
    id: 'notify-secrets',
    status: 'warn',
    ko,
    en,
    hint: {
      ko: `없는 값: ${[...absent, ...(channel ? [] : ['직원 알림 채널'])].join(', ')}. 없으면 그 알림은 보내지 않습니다.`,
      en: `missing: ${[...absent, ...(channel ? [] : ['a staff channel'])].join(', ')}; those messages are not sent`,
    },
  };
}

function legacyLine(facts: Facts): Line {
  const [ko, en] = ['예전 키(anon·service_role)가 꺼져 있습니다', 'the legacy keys (anon, service_role) are off'];
  if (facts.legacyKeysOn === false) return { id: 'legacy-keys', status: 'pass', ko, en };
  return {
    id: 'legacy-keys',
    status: 'warn',
    ko,
    en,
    hint:
      facts.legacyKeysOn === true
        ? {
            ko: '아직 켜져 있습니다. 아무것도 쓰지 않게 되면 API Keys에서 끄세요.',
            en: 'still on: turn them off under API Keys once nothing uses them',
          }
        : {
            ko: '확인할 수 없습니다(관리 토큰이나 --legacy-anon-key를 주세요).',
            en: 'cannot tell: pass a management token or --legacy-anon-key',
          },
  };
}

export function launchLines(target: Target & OpsTarget, facts: Facts, ops: OpsFacts): Line[] {
  return [
    keyLine(target, facts),
    ...authLines(facts),
    ...databaseLines(facts),
    notifyLine(facts),
    ...opsLines(target, facts, ops),
    legacyLine(facts),
  ];
}

export async function runLaunchCheck(target: Target & OpsTarget, fetchImpl: typeof fetch = fetch): Promise<Line[]> {
  const facts = await gatherFacts(target, fetchImpl);
  return launchLines(target, facts, await gatherOpsFacts(target, projectRef(target.url), fetchImpl));
}

const MARK = { pass: '✓ 통과', warn: '! 경고', fail: '✗ 실패' } as const;

/** The report: one line per condition in Korean and English, a hint under it, and a tally. */
export function formatReport(lines: readonly Line[]): string {
  const body = lines.flatMap((line) => [
    `${MARK[line.status]}  ${line.ko} / ${line.en}`,
    ...(line.hint ? [`         ${line.hint.ko} / ${line.hint.en}`] : []),
  ]);
  const count = (status: Line['status']) => lines.filter((line) => line.status === status).length;
  body.push(
    '',
    `통과 ${count('pass')} · 경고 ${count('warn')} · 실패 ${count('fail')} / ${count('pass')} passed, ${count('warn')} warnings, ${count('fail')} failed`,
  );
  return body.join('\n');
}
