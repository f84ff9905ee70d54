// What the code collects and whom it calls, each fact tied to the words the privacy policy must
// use for it (tests/content/privacy-policy-code.test.ts). A column, provider field, function
// secret, CSP host or browser storage key the code gains without an entry here fails that test:
// write the policy's line, then classify it here (null: not personal, with the reason beside it).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { contentSecurityPolicy } from '../../src/integrations/security-headers/csp';
import { REPO_ROOT } from './repo-files';

/** Public tables, column by column: the words of 처리하는 개인정보의 항목 that cover it. */
export const COLUMN_ITEMS: Record<string, string | null> = {
  // The site's own ids, references, times, states and staff bookkeeping: about a record, not a person.
  ...Object.fromEntries(
    [
      'id',
      'user_id',
      'receipt_no',
      'created_at',
      'status',
      'is_consulting',
      'answer',
      'answered_at',
      'reservation_time',
      'title',
      'answer_notice_at',
      'resend_answer_notice',
      'detached_at',
      'staff_memo',
      'handled_at',
    ].flatMap((column) =>
      ['profiles', 'inquiries', 'business_inquiries', 'download_logs', 'download_handoffs'].map((table) => [
        `${table}.${column}`,
        null,
      ]),
    ),
  ),
  'profiles.created_at': '가입 일시',
  'profiles.name': '이름',
  'profiles.email': '이메일 주소',
  'profiles.tel': '휴대폰 번호',
  'profiles.social': '로그인 방법',
  'profiles.marketing_consent': '수신 동의 여부',
  'profiles.marketing_consent_at': '동의하거나 철회한 일시',
  'inquiries.name': '이름',
  'inquiries.tel': '연락처',
  'inquiries.email': '로그인 계정의 이메일',
  'inquiries.sector': '업종',
  'inquiries.company_no': '사업자등록번호',
  'inquiries.content': '문의 내용',
  'inquiries.company': '상호',
  'inquiries.privacy_consent': '개인정보 수집·이용',
  'inquiries.marketing_consent': '마케팅 정보 수신 동의 여부',
  'business_inquiries.name': '이름',
  'business_inquiries.tel': '연락처',
  'business_inquiries.company': '상호 또는 업종',
  'business_inquiries.company_no': '사업자등록번호',
  'business_inquiries.content': '문의 내용',
  'business_inquiries.privacy_consent': '개인정보 수집·이용',
  'business_inquiries.marketing_consent': '마케팅 정보 수신 동의 여부',
  'download_logs.created_at': '내려받은 일시',
  'download_logs.name': '설치 파일 다운로드 기록',
  'download_logs.email': '설치 파일 다운로드 기록',
  'download_logs.tel': '설치 파일 다운로드 기록',
  'download_logs.social': '로그인 방법',
  // A PC로 보내기 / 카카오톡으로 받기 press: when, and which of the two.
  'download_handoffs.created_at': 'PC로 보내기·카카오톡으로 받기를 누른 시각과 방법',
  'download_handoffs.channel': 'PC로 보내기·카카오톡으로 받기를 누른 시각과 방법',
  // Numbers a member proved (docs/product.md#proven-numbers).
  'proven_phones.user_id': null,
  'proven_phones.tel': '인증한 휴대폰 번호',
  'proven_phones.proven_by': '인증 방법',
  'proven_phones.proven_at': '인증 일시',
  // Campaign attribution: the same six columns on each table that records a conversion.
  ...Object.fromEntries(
    ['profiles', 'inquiries', 'business_inquiries', 'download_logs', 'download_handoffs'].flatMap((table) => [
      [`${table}.utm_source`, 'utm_source'],
      [`${table}.utm_medium`, 'utm_medium'],
      [`${table}.utm_campaign`, 'utm_campaign'],
      [`${table}.referrer_host`, '이전 사이트의 도메인'],
      [`${table}.landing_path`, '처음 연 페이지의 주소'],
      [`${table}.device_class`, '기기 종류'],
    ]),
  ),
};

/**
 * Tables outside `public` (and Supabase Auth's own that keep what its members do), whole: the
 * policy's words for what they hold, or null.
 */
export const TABLE_ITEMS: Record<string, string | null> = {
  'private.notification_deliveries': '알림 발송 기록',
  // Whose automatic message an event was, for the member's export.
  'private.member_notifications': '알림 발송 기록',
  // The guest limits' hits: an HMAC of an IPv4 address or IPv6 /64 under the hour's key, the kind and the time.
  'private.guest_hits': '부정 이용 방지 기록',
  // The member limits' and destination counts: an HMAC of a sign-in identity or a number, the kind and the time.
  'private.limit_hits': '회원 요청 제한 기록',
  // A code in flight: the number, an HMAC of the code, wrong tries, expiry.
  'private.phone_codes': '암호화한 인증번호',
  'auth.audit_log_entries': '로그인 기록',
  'private.staff_alert_hours': null, // staff alerts counted per channel and hour, no one's data
  'private.member_message_hours': null, // member messages counted per hour, no one's data
  'private.marketing_consent_confirmations': '2년마다 보낸 확인 안내 기록',
  'private.member_rights_events': null, // counts of consents and withdrawals, no member id
  'private.retention_periods': null, // the periods themselves
  'private.retention_log': null, // counts of what each run destroyed
  'private.secrets': null, // the HMAC key of the member limits' hashes
  'private.guest_hash_keys': null, // the guest limits' hourly HMAC keys, no one's data
  'private.limit_settings': null, // the settings of the limits
  'private.inquiry_receipt_counters': null, // one number per day
  'private.outbox_watch': null, // whether the queue is stuck, and the last alert's words: no one's data
  // Which staff login read which record, when and why (docs/operations.md#staff-access-to-personal-data).
  'private.staff_access_log': '개인정보 열람 기록',
};

/** Until 회원 탈퇴 (or a withdrawal): the policy's 회원 정보 line covers the item. */
export const UNTIL_WITHDRAWAL = 'account';

/**
 * How long each table of personal data is kept: the key of its period in private.retention_periods
 * (whose line the policy must have), or UNTIL_WITHDRAWAL. A stored item without one fails
 * tests/content/privacy-policy-code.test.ts.
 */
export const TABLE_RETENTION: Record<string, string> = {
  'private.notification_deliveries': 'notification_records',
  'private.member_notifications': 'notification_records',
  'private.guest_hits': 'abuse_prevention',
  'private.limit_hits': 'limit_records',
  'private.phone_codes': 'phone_codes',
  'auth.audit_log_entries': 'sign_in_records',
  'private.marketing_consent_confirmations': UNTIL_WITHDRAWAL,
  'public.proven_phones': UNTIL_WITHDRAWAL,
  'private.staff_access_log': 'staff_access_records',
};

/** What a sign-in provider sends that the code reads or shows, by its claim name. */
export const PROVIDER_FIELD_ITEMS: Record<string, string> = {
  name: '이름 또는 닉네임',
  full_name: '이름 또는 닉네임',
  user_name: '이름 또는 닉네임',
  preferred_username: '이름 또는 닉네임',
  nickname: '닉네임',
  email: '이메일 주소',
  phone_number: '휴대폰 번호',
  phone: '휴대폰 번호',
  mobile: '휴대폰 번호',
  avatar_url: '프로필 사진 주소',
  picture: '프로필 사진 주소',
  provider_id: '로그인한 서비스의 회원 번호',
};

/** Who receives data when a function uses a secret of this name; null for the function's own settings. */
export function processorOfSecret(name: string): string[] | null | undefined {
  if (name.startsWith('SUPABASE_')) return ['Supabase, Inc.'];
  if (name.startsWith('SOLAPI_') || name === 'NOTIFY_STAFF_PHONE') return ['솔라피(SOLAPI Inc.)', '㈜카카오'];
  if (name.startsWith('NAVER_')) return ['네이버'];
  if (name.startsWith('SENTRY_')) return [SENTRY];
  if (name === 'NOTIFY_STAFF_WEBHOOK_URL') return ['Slack Technologies, LLC', '㈜토스랩(JANDI)'];
  const own = [
    'NOTIFY_SECRET',
    'NOTIFY_SITE_URL',
    'NOTIFY_DASHBOARD_URL',
    'NOTIFY_MAX_ATTEMPTS',
    'NOTIFY_RETRY_BASE_SECONDS',
    'NOTIFY_STAFF_SMS_PER_HOUR',
    'NOTIFY_STAFF_WEBHOOK_PER_HOUR',
  ];
  return own.includes(name) ? null : undefined;
}

/** The error tracker (docs/operations.md#error-reports), in its US data region. */
const SENTRY = 'Functional Software, Inc.(Sentry)';
const HOSTED_SENTRY_ORIGIN = 'https://*.ingest.us.sentry.io';

/** Who runs a host the browser or a function talks to; null for links that carry no one's data. */
export const HOST_PROCESSORS: Record<string, string[] | null> = {
  '*.supabase.co': ['Supabase, Inc.'],
  'cdn.sanity.io': ['Sanity AS'],
  '*.apicdn.sanity.io': ['Sanity AS'],
  'kauth.kakao.com': ['카카오'],
  'nid.naver.com': ['네이버'],
  'openapi.naver.com': ['네이버'],
  'accounts.google.com': ['Google'],
  'api.solapi.com': ['솔라피(SOLAPI Inc.)'],
  'supabase.com': null, // the staff alert's link to the dashboard
  '*.ingest.us.sentry.io': [SENTRY],
};

/** The deployment itself (Vercel): the host every visitor's request goes through. */
export const HOSTING_PROCESSOR = 'Vercel Inc.';

/** Processors outside Korea, each with its own line in 개인정보의 국외 이전. */
export const ABROAD = ['Supabase, Inc.', 'Vercel Inc.', 'Sanity AS', 'Slack Technologies, LLC', SENTRY] as const;

const read = (path: string) => readFileSync(join(REPO_ROOT, path), 'utf8');

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(join(REPO_ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => pattern.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(dir, file));
}

/** Every secret an Edge Function reads (`env.NAME`, `Deno.env.get('NAME')`). */
export function functionSecrets(): string[] {
  const names = filesUnder('supabase/functions', /\.ts$/).flatMap((file) =>
    [...read(file).matchAll(/\benv\.([A-Z][A-Z0-9_]+)|Deno\.env\.get\('([A-Z][A-Z0-9_]+)'\)/g)].map(
      (m) => m[1] ?? m[2] ?? '',
    ),
  );
  return [...new Set(names)].sort();
}

/**
 * The production build names one Supabase project in its CSP, from its environment
 * (src/integrations/security-headers/integration.ts); any hosted project is `<ref>.supabase.co`.
 */
const HOSTED_SUPABASE_ORIGIN = 'https://*.supabase.co';
/** Likewise the Sanity project a production build reads names its API CDN, `<projectId>.apicdn.sanity.io`. */
const HOSTED_SANITY_API_ORIGIN = 'https://*.apicdn.sanity.io';

/** The https hosts of the CSP the build writes for the public site, and of the functions' default URLs. */
export function calledHosts(): string[] {
  const csp = contentSecurityPolicy({
    supabaseOrigin: HOSTED_SUPABASE_ORIGIN,
    sanityApiOrigin: HOSTED_SANITY_API_ORIGIN,
    scriptHashes: [],
    reportOrigin: HOSTED_SENTRY_ORIGIN,
  });
  const functions = filesUnder('supabase/functions', /\.ts$/).map(read).join('\n');
  const hosts = [...`${csp}\n${functions}`.matchAll(/https:\/\/([*a-z0-9.-]+\.[a-z]{2,})/g)].map((m) => m[1] ?? '');
  return [...new Set(hosts)].sort();
}

/** Provider claims the code reads: the profile trigger's, the Naver function's, and 내 정보's labels. */
export function readProviderFields(shown: readonly string[]): string[] {
  const sql = filesUnder('supabase/migrations', /\.sql$/)
    .map(read)
    .join('\n');
  const trigger = [...sql.matchAll(/meta ->> '([a-z_]+)'/g)].map((m) => m[1] ?? '');
  const naver = /for \(const key of \[([^\]]+)\]/.exec(read('supabase/functions/naver-auth/naver.ts'))?.[1] ?? '';
  const fromNaver = [...naver.matchAll(/'([a-z_]+)'/g)].map((m) => m[1] ?? '');
  return [...new Set([...trigger, ...fromNaver, ...shown])].sort();
}

/**
 * Keys no visitor's browser ever gets, with the reason: the draft-preview host's session cookie
 * goes only to staff who came through Sanity's Presentation handshake (an expiry and its
 * signature, nothing about anyone); the public site never sets it.
 */
export const STAFF_ONLY_KEYS: readonly string[] = ['sodam-preview-session'];

/** Browser storage keys and cookie names the site's code sets (constants named *KEY, PREFIX, *COOKIE). */
export function storageKeys(): string[] {
  const keys = filesUnder('src', /\.(ts|tsx|astro)$/).flatMap((file) => {
    const text = read(file);
    if (!/Storage|cookie/.test(text)) return [];
    return [...text.matchAll(/const [A-Z_]*(?:KEY|PREFIX|COOKIE) = '([^']+)'/g)].map((m) =>
      (m[1] ?? '').replace(/:$/, ''),
    );
  });
  return [...new Set(keys)].filter((key) => !STAFF_ONLY_KEYS.includes(key)).sort();
}
