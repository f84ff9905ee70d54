// The notify function's settings, from the environment the hosted runtime gives it
// (SUPABASE_URL, SUPABASE_SECRET_KEYS or the legacy SUPABASE_SERVICE_ROLE_KEY) and from
// `supabase secrets set` (the rest; see docs/deploy.md#staff-alerts-and-answer-notices). Each channel is optional: a
// missing one is reported, never an error.
import { type Env, SECRET_KEY_SETTING, secretKeyOf } from '../_shared/keys.ts';

export type { Env };

export interface SolapiConfig {
  apiUrl: string;
  apiKey: string;
  apiSecret: string;
  /** The registered sender number (발신번호), digits only. */
  sender: string;
  /** Kakao channel (카카오톡 채널) id as Solapi knows it, and the answer template's id. */
  pfId: string;
  templateId: string;
  /** The consent confirmation's template id (SOLAPI_CONSENT_TEMPLATE_ID); without it that notice fails visibly. */
  consentTemplateId: string | undefined;
  /** The 카카오톡으로 받기 template's id (download-link.ts); without it those events fail visibly. */
  downloadLinkTemplateId: string | undefined;
}

/** At most this many staff messages an hour per channel; the rest go into one digest. */
export interface StaffCaps {
  staff_sms: number;
  staff_webhook: number;
}

export interface NotifyConfig {
  supabaseUrl: string;
  /** The secret key (or the legacy service-role key): the queue's functions are the service role's. */
  secretKey: string;
  /** What pg_net sends as `Authorization: Bearer …` (Vault `notify_secret`). */
  secret: string;
  /** Slack- or JANDI-compatible incoming webhook for staff alerts. */
  staffWebhookUrl: string | undefined;
  /** A staff phone for alerts by SMS (needs Solapi too), digits only. */
  staffPhone: string | undefined;
  solapi: SolapiConfig | undefined;
  /** The site's origin, for the link to /user/inquiry in the member's notice. */
  siteUrl: string | undefined;
  /** The project's dashboard, e.g. https://supabase.com/dashboard/project/<ref>. */
  dashboardUrl: string | undefined;
  staffCaps: StaffCaps;
  maxAttempts: number;
  retryBaseSeconds: number;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');
const digits = (value: string | undefined) => (value ? value.replace(/\D/g, '') : '') || undefined;

function positive(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
}

/** https://<ref>.supabase.co → that project's page in the Supabase dashboard. */
export function dashboardOf(supabaseUrl: string): string | undefined {
  const ref = /^https:\/\/([a-z0-9]+)\.supabase\.co\/?$/.exec(supabaseUrl)?.[1];
  return ref ? `https://supabase.com/dashboard/project/${ref}` : undefined;
}

/** The settings, or the names of the required ones that are missing. */
export function readConfig(env: Env): NotifyConfig | { missing: string[] } {
  const secretKey = secretKeyOf(env);
  const missing = [
    ...(['SUPABASE_URL', 'NOTIFY_SECRET'] as const).filter((name) => !env[name]),
    ...(secretKey ? [] : [SECRET_KEY_SETTING]),
  ];
  if (missing.length > 0 || !secretKey) return { missing };
  const supabaseUrl = trimSlash(env.SUPABASE_URL ?? '');
  const solapiNames = [
    'SOLAPI_API_KEY',
    'SOLAPI_API_SECRET',
    'SOLAPI_SENDER',
    'SOLAPI_PF_ID',
    'SOLAPI_TEMPLATE_ID',
  ] as const;
  const solapi = solapiNames.every((name) => env[name])
    ? {
        apiUrl: trimSlash(env.SOLAPI_API_URL || 'https://api.solapi.com'),
        apiKey: env.SOLAPI_API_KEY ?? '',
        apiSecret: env.SOLAPI_API_SECRET ?? '',
        sender: digits(env.SOLAPI_SENDER) ?? '',
        pfId: env.SOLAPI_PF_ID ?? '',
        templateId: env.SOLAPI_TEMPLATE_ID ?? '',
        consentTemplateId: env.SOLAPI_CONSENT_TEMPLATE_ID || undefined,
        downloadLinkTemplateId: env.SOLAPI_DOWNLOAD_LINK_TEMPLATE_ID || undefined,
      }
    : undefined;
  return {
    supabaseUrl,
    secretKey,
    secret: env.NOTIFY_SECRET ?? '',
    staffWebhookUrl: env.NOTIFY_STAFF_WEBHOOK_URL || undefined,
    staffPhone: digits(env.NOTIFY_STAFF_PHONE),
    solapi,
    siteUrl: env.NOTIFY_SITE_URL ? trimSlash(env.NOTIFY_SITE_URL) : undefined,
    dashboardUrl: env.NOTIFY_DASHBOARD_URL ? trimSlash(env.NOTIFY_DASHBOARD_URL) : dashboardOf(supabaseUrl),
    staffCaps: {
      staff_sms: positive(env.NOTIFY_STAFF_SMS_PER_HOUR, 20),
      staff_webhook: positive(env.NOTIFY_STAFF_WEBHOOK_PER_HOUR, 60),
    },
    maxAttempts: positive(env.NOTIFY_MAX_ATTEMPTS, 8),
    retryBaseSeconds: positive(env.NOTIFY_RETRY_BASE_SECONDS, 5),
  };
}

/**
 * Seconds until the next try after attempt `readCount` failed: base × 4^(n−1), at most six
 * hours. With the defaults (5 s, 8 attempts): 5 s, 20 s, 80 s, 5 min, 21 min, 85 min, 5.7 h,
 * then the event is given up about 7.6 hours after it was first tried.
 */
export function retryDelaySeconds(readCount: number, baseSeconds: number): number {
  return Math.min(baseSeconds * 4 ** Math.max(0, readCount - 1), 6 * 3600);
}

/** Values no error text may carry: scrub() replaces each (plus URLs and phone numbers). */
export function secretsOf(config: NotifyConfig): string[] {
  return [
    config.secretKey,
    config.secret,
    config.staffWebhookUrl,
    config.staffPhone,
    config.solapi?.apiKey,
    config.solapi?.apiSecret,
  ].filter((value): value is string => typeof value === 'string' && value !== '');
}
