// The launch check's lines: each condition the site relies on that only the running project
// can show (docs/deploy.md#9-the-launch-check), judged from the facts probes.ts gathered. Every line
// speaks Korean and English; a failing line says what to do.
import type { Facts, Target } from './probes.ts';

export type Status = 'pass' | 'warn' | 'fail';

export interface Line {
  id: string;
  status: Status;
  ko: string;
  en: string;
  /** What to do, or what was seen, when the line is not a plain pass. */
  hint?: { ko: string; en: string };
}

const line = (id: string, status: Status, ko: string, en: string, hint?: Line['hint']): Line =>
  hint ? { id, status, ko, en, hint } : { id, status, ko, en };

const MB = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${Math.round(bytes / 1024 / 1024)} MB`;

function keyLine(target: Target, facts: Facts): Line {
  const [ko, en] = ['공개 키가 이 프로젝트의 publishable 키입니다', "the key is the project's publishable key"];
  if (target.key.startsWith('sb_secret_') || /"role":"service_role"/.test(jwtPayload(target.key)))
    return line('key', 'fail', ko, en, {
      ko: '비밀 키입니다. 사이트와 이 검사에는 publishable 키를 쓰세요.',
      en: 'this is a secret key: the site and this check take the publishable key',
    });
  if (facts.settings.status !== 200)
    return line('key', 'fail', ko, en, {
      ko: `프로젝트가 이 키를 받지 않습니다(HTTP ${facts.settings.status}).`,
      en: `the project refuses this key (HTTP ${facts.settings.status})`,
    });
  if (!target.key.startsWith('sb_publishable_'))
    return line('key', 'warn', ko, en, {
      ko: '예전 anon 키입니다. publishable 키를 만들어 PUBLIC_SUPABASE_PUBLISHABLE_KEY에 넣으세요.',
      en: 'this is the legacy anon key: create a publishable key and set PUBLIC_SUPABASE_PUBLISHABLE_KEY',
    });
  return line('key', 'pass', ko, en);
}

function jwtPayload(key: string): string {
  const payload = key.split('.')[1];
  return payload ? Buffer.from(payload, 'base64url').toString('utf8').replace(/\s/g, '') : '';
}

const CONFIG_PUSH = { ko: 'npm run supabase:config-push 로 설정을 올리세요.', en: 'run npm run supabase:config-push' };

function authLines(facts: Facts): Line[] {
  const external = facts.settings.external ?? {};
  return [
    line(
      'email-signup',
      external.email === false ? 'pass' : 'fail',
      '이메일 가입이 막혀 있습니다',
      'e-mail sign-up is refused',
      external.email === false ? undefined : CONFIG_PUSH,
    ),
    ...(['kakao', 'google'] as const).map((provider) =>
      line(
        `${provider}-enabled`,
        external[provider] === true ? 'pass' : 'fail',
        `${provider === 'kakao' ? '카카오' : 'Google'} 로그인이 켜져 있습니다`,
        `${provider === 'kakao' ? 'Kakao' : 'Google'} sign-in is enabled`,
        external[provider] === true ? undefined : CONFIG_PUSH,
      ),
    ),
  ];
}

function databaseLines(facts: Facts): Line[] {
  const readiness = facts.readiness.facts;
  if (!readiness) {
    const hint = { ko: 'npx supabase db push 로 마이그레이션을 올리세요.', en: 'run npx supabase db push' };
    return [
      line(
        'client-address',
        'fail',
        '방문자 주소 헤더가 데이터베이스에 닿습니다',
        'the client-address header reaches the database',
        hint,
      ),
      line(
        'installer',
        'fail',
        '설치 파일이 올라가 있고 용량 제한 안에 있습니다',
        'the installer is uploaded, within the upload limit',
        hint,
      ),
      line('notify-sweep', 'fail', '알림 재시도 작업이 예약되어 있습니다', 'the notify sweep is scheduled', hint),
    ];
  }
  return [
    line(
      'client-address',
      readiness.client_address_header ? 'pass' : 'fail',
      '방문자 주소 헤더가 데이터베이스에 닿습니다',
      'the client-address header reaches the database',
      readiness.client_address_header
        ? undefined
        : {
            ko: 'cf-connecting-ip가 없으면 모든 손님이 한 한도를 나눠 씁니다. Supabase 지원팀에 문의하세요.',
            en: 'without cf-connecting-ip every guest shares one limit: ask Supabase support',
          },
    ),
    installerLine(readiness.installer, facts.uploadLimitBytes),
    line(
      'notify-sweep',
      readiness.notify_sweep && readiness.notify_vault ? 'pass' : 'fail',
      '알림 재시도 작업이 예약되어 있고 Vault 비밀값이 있습니다',
      'the notify sweep is scheduled and Vault holds its secrets',
      readiness.notify_sweep && readiness.notify_vault
        ? undefined
        : {
            ko: readiness.notify_sweep
              ? 'Vault에 project_url과 notify_secret을 넣으세요.'
              : 'notify-sweep 작업이 없습니다.',
            en: readiness.notify_sweep
              ? 'create project_url and notify_secret in Vault'
              : 'the notify-sweep job is missing',
          },
    ),
  ];
}

function installerLine(installer: NonNullable<Facts['readiness']['facts']>['installer'], uploadLimit?: number): Line {
  const [ko, en] = [
    '설치 파일이 올라가 있고 용량 제한 안에 있습니다',
    'the installer is uploaded, within the upload limit',
  ];
  if (!installer?.present || !installer.bytes)
    return line('installer', 'fail', ko, en, {
      ko: 'Storage → installers 에 skpossetup.exe 를 올리세요.',
      en: 'upload skpossetup.exe to Storage → installers',
    });
  const limits = [installer.limit_bytes, uploadLimit].filter((limit): limit is number => typeof limit === 'number');
  const limit = Math.min(...limits);
  if (installer.bytes > limit)
    return line('installer', 'fail', ko, en, {
      ko: `파일(${MB(installer.bytes)})이 제한(${MB(limit)})보다 큽니다. Pro 요금제에서 제한을 올리세요.`,
      en: `the file (${MB(installer.bytes)}) is over the limit (${MB(limit)}): raise it on the Pro plan`,
    });
  return line('installer', 'pass', ko, en, {
    ko: `${MB(installer.bytes)}, 제한 ${MB(limit)}${uploadLimit === undefined ? '(버킷 기준)' : ''}`,
    en: `${MB(installer.bytes)} of ${MB(limit)}${uploadLimit === undefined ? ' (the bucket’s limit)' : ''}`,
  });
}

export { authLines, databaseLines, keyLine };
