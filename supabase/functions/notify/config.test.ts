// @vitest-environment node
// The notify function's settings: what is required, what is optional, and the retry delays.
import { describe, expect, it } from 'vitest';

import { dashboardOf, readConfig, retryDelaySeconds } from './config.ts';

const BASE = {
  SUPABASE_URL: 'https://abcdefgh.supabase.co/',
  SUPABASE_SERVICE_ROLE_KEY: 'service',
  NOTIFY_SECRET: 'secret',
};
const SOLAPI = {
  SOLAPI_API_KEY: 'k',
  SOLAPI_API_SECRET: 's',
  SOLAPI_SENDER: '02-1234-5678',
  SOLAPI_PF_ID: 'pf',
  SOLAPI_TEMPLATE_ID: 't',
};

describe('readConfig', () => {
  it('names the required settings that are missing', () => {
    expect(readConfig({ SUPABASE_URL: 'x' })).toEqual({ missing: ['NOTIFY_SECRET', 'SUPABASE_SECRET_KEYS'] });
  });

  it('with only the required settings, every channel is off and the dashboard comes from the project URL', () => {
    expect(readConfig(BASE)).toMatchObject({
      supabaseUrl: 'https://abcdefgh.supabase.co',
      staffWebhookUrl: undefined,
      staffPhone: undefined,
      solapi: undefined,
      siteUrl: undefined,
      dashboardUrl: 'https://supabase.com/dashboard/project/abcdefgh',
      maxAttempts: 8,
      retryBaseSeconds: 5,
      staffCaps: { staff_sms: 20, staff_webhook: 60 },
    });
  });

  it('takes the secret key from SUPABASE_SECRET_KEYS, the legacy service-role key otherwise', () => {
    expect(readConfig({ ...BASE, SUPABASE_SECRET_KEYS: '{"default":"sb_secret_new"}' })).toMatchObject({
      secretKey: 'sb_secret_new',
    });
    expect(readConfig(BASE)).toMatchObject({ secretKey: 'service' });
  });

  it('reads the hourly caps of staff alerts, keeping the defaults for nonsense', () => {
    expect(readConfig({ ...BASE, NOTIFY_STAFF_SMS_PER_HOUR: '5', NOTIFY_STAFF_WEBHOOK_PER_HOUR: '-1' })).toMatchObject({
      staffCaps: { staff_sms: 5, staff_webhook: 60 },
    });
  });

  it('turns Solapi on only when all five of its secrets are set', () => {
    const { SOLAPI_PF_ID: _left, ...four } = SOLAPI;
    expect(readConfig({ ...BASE, ...four })).toMatchObject({ solapi: undefined });
    expect(readConfig({ ...BASE, ...SOLAPI })).toMatchObject({
      solapi: {
        apiUrl: 'https://api.solapi.com',
        apiKey: 'k',
        apiSecret: 's',
        sender: '0212345678',
        pfId: 'pf',
        templateId: 't',
      },
    });
  });

  it('keeps the digits of the staff phone and honours explicit URLs and limits', () => {
    const config = readConfig({
      ...BASE,
      NOTIFY_STAFF_PHONE: '010-1111-2222',
      NOTIFY_SITE_URL: 'https://site.example/',
      NOTIFY_DASHBOARD_URL: 'http://127.0.0.1:54321/inbox/dashboard/',
      NOTIFY_MAX_ATTEMPTS: '3',
      NOTIFY_RETRY_BASE_SECONDS: 'soon',
    });
    expect(config).toMatchObject({
      staffPhone: '01011112222',
      siteUrl: 'https://site.example',
      dashboardUrl: 'http://127.0.0.1:54321/inbox/dashboard',
      maxAttempts: 3,
      retryBaseSeconds: 5,
    });
  });
});

describe('dashboardOf', () => {
  it.each([
    ['https://abcdefgh.supabase.co', 'https://supabase.com/dashboard/project/abcdefgh'],
    ['http://127.0.0.1:54321', undefined],
    ['https://api.example.com', undefined],
  ])('%s → %s', (url, expected) => {
    expect(dashboardOf(url)).toBe(expected);
  });
});

describe('retryDelaySeconds', () => {
  it.each([
    [1, 5],
    [2, 20],
    [3, 80],
    [4, 320],
    [7, 20_480],
    [8, 21_600],
    [20, 21_600],
  ])('after attempt %i the next try is %i s later (at most six hours)', (attempt, seconds) => {
    expect(retryDelaySeconds(attempt, 5)).toBe(seconds);
  });
});
