// What the download button says for each answer of the download function, with supabase-js's
// functions client replaced by what it returns for that answer.
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { PROGRAM_LOAD_FAILED } from '../messages';
import { installerLink, installerUrl } from './downloads';
import { NETWORK_MESSAGE, SESSION_MESSAGE } from './errors';

const invoke = vi.fn();
vi.mock('./client', () => ({ getSupabase: () => Promise.resolve({ functions: { invoke } }) }));

/** What supabase-js returns for a non-2xx answer: a FunctionsHttpError carrying the Response. */
const refusal = (status: number, body: unknown) => ({
  data: null,
  error: {
    name: 'FunctionsHttpError',
    message: 'Edge Function returned a non-2xx status code',
    context: new Response(JSON.stringify(body), { status }),
  },
});

beforeEach(() => invoke.mockReset());

describe('the member’s installer link', () => {
  it('asks the download function and hands back its link', async () => {
    invoke.mockResolvedValue({
      data: { url: 'https://x/storage/v1/object/sign/i?token=t', expiresAt: '2026-11-27T05:07:00Z' },
      error: null,
    });
    await expect(installerUrl()).resolves.toBe('https://x/storage/v1/object/sign/i?token=t');
    expect(invoke).toHaveBeenCalledWith('download', { body: {} });
  });

  it('sends the visit’s attribution in the body, for the function to store with the row', async () => {
    invoke.mockResolvedValue({ data: { url: 'https://x/i', expiresAt: '2026-11-27T05:07:00Z' }, error: null });
    const attribution = {
      utm_source: 'naver',
      utm_medium: 'cpc',
      utm_campaign: 'spring',
      referrer_host: 'm.search.naver.com',
      landing_path: '/lp/butcher-produce',
      device_class: 'windows',
    } as const;
    await installerUrl(attribution);
    expect(invoke).toHaveBeenCalledWith('download', { body: { attribution } });
  });

  it.each([
    [
      'the hourly limit, in the database’s words',
      refusal(429, {
        code: 'rate_limited',
        message: '프로그램은 1시간에 10번까지 내려받을 수 있습니다. 1시간 뒤에 다시 시도해 주세요.',
      }),
      `${PROGRAM_LOAD_FAILED} 프로그램은 1시간에 10번까지 내려받을 수 있습니다. 1시간 뒤에 다시 시도해 주세요.`,
    ],
    [
      'an expired session',
      refusal(401, { code: 'unauthorized', message: '로그인이 필요합니다.' }),
      `${PROGRAM_LOAD_FAILED} ${SESSION_MESSAGE}`,
    ],
    [
      'the function failing',
      refusal(500, { code: 'unavailable', message: '잠시 후 다시 시도해 주세요.' }),
      `${PROGRAM_LOAD_FAILED} 잠시 후 다시 시도해 주세요.`,
    ],
    [
      'no connection',
      { data: null, error: { name: 'FunctionsFetchError', message: 'Failed to send a request to the Edge Function' } },
      `${PROGRAM_LOAD_FAILED} ${NETWORK_MESSAGE}`,
    ],
    [
      'an answer without a link',
      { data: { url: 1 }, error: null },
      `${PROGRAM_LOAD_FAILED} 잠시 후 다시 시도해 주세요.`,
    ],
  ])('%s', async (_case, answer, message) => {
    invoke.mockResolvedValue(answer);
    await expect(installerLink()).rejects.toThrow(message);
  });
});
