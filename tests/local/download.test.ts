// The one way to the installer on the local stack: members can no longer sign (or list, or
// fetch) it themselves; the download function checks them, logs the download as them and
// hands out a link that dies within two minutes, whatever was asked for.
import { createClient } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import { describe, expect, inject, it } from 'vitest';

import type { Database } from '../../src/lib/supabase/database.types.ts';
import { DOWNLOAD_LINK_MAX_S, MESSAGES } from '../../supabase/functions/download/handler.ts';
import { localClient, signInWithProvider } from '../support/local-auth.ts';

const url = inject('supabaseUrl');
const anonKey = inject('supabaseAnonKey');
const staff = createClient<Database>(url, inject('supabaseServiceRoleKey'), { auth: { persistSession: false } });

async function newMember() {
  const client = localClient(url, anonKey);
  const session = await signInWithProvider(client, 'kakao', {
    name: '설치회원',
    email: `download-${crypto.randomUUID().slice(0, 8)}@example.com`,
  });
  return { client, id: session.user.id };
}

const logRows = async (userId: string) => {
  const { data, error } = await staff.from('download_logs').select('id, name').eq('user_id', userId);
  expect(error).toBeNull();
  return data ?? [];
};

/** What the function answered, status and body, through supabase-js as the site calls it. */
async function invokeDownload(client: ReturnType<typeof localClient>, body: Record<string, unknown> = {}) {
  const answer: { data: unknown; error: unknown } = await client.functions.invoke('download', { body });
  if (!answer.error) return { status: 200, body: answer.data };
  const error = answer.error;
  const context = typeof error === 'object' && error !== null ? (error as { context?: unknown }).context : undefined;
  if (!(context instanceof Response)) throw new Error('the download function could not be reached', { cause: error });
  return { status: context.status, body: (await context.json()) as { code: string; message: string } };
}

describe('the installer', () => {
  it('a member’s createSignedUrl(…, 100000000) is refused, and so are listing and download()', async () => {
    const { client } = await newMember();
    const bucket = client.storage.from('installers');
    const signed = await bucket.createSignedUrl('skpossetup.exe', 100_000_000);
    expect(signed.data).toBeNull();
    expect(signed.error).toMatchObject({ message: 'Object not found' });
    expect((await bucket.download('skpossetup.exe')).data).toBeNull();
  });

  it('the download function gives a link that expires within 2 minutes, however long was asked, and logs a row', async () => {
    const { client, id } = await newMember();
    // The link is made somewhere between these two moments, however long the request takes on a
    // busy machine: it may live DOWNLOAD_LINK_MAX_S from the later one at the most.
    const before = Date.now();
    const answer = await invokeDownload(client, { expiresIn: 100_000_000 });
    const after = Date.now();
    expect(answer.status).toBe(200);
    const link = answer.body as { url: string; expiresAt: string };
    const token = new URL(link.url).searchParams.get('token') ?? '';
    // The token counts whole seconds.
    const expires = decodeJwt(token).exp ?? Infinity;
    expect(expires).toBeGreaterThan(Math.floor(before / 1000));
    expect(expires).toBeLessThanOrEqual(Math.ceil(after / 1000) + DOWNLOAD_LINK_MAX_S);
    const expiresAt = Date.parse(link.expiresAt);
    expect(expiresAt).toBeGreaterThan(before);
    expect(expiresAt).toBeLessThanOrEqual(after + DOWNLOAD_LINK_MAX_S * 1000);
    const file = await fetch(link.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('filename="skpossetup.exe"');
    expect(await file.text()).toContain('SODAM-POS-LOCAL-PLACEHOLDER-INSTALLER');
    expect(await logRows(id)).toEqual([expect.objectContaining({ name: '설치회원' })]);
  });

  it('the download function stores the visit’s attribution with the member’s row', async () => {
    const { client, id } = await newMember();
    const attribution = {
      utm_source: 'naver',
      utm_medium: 'cpc',
      utm_campaign: 'spring',
      referrer_host: 'm.search.naver.com',
      device_class: 'windows',
    };
    expect((await invokeDownload(client, { attribution })).status).toBe(200);
    const { data, error } = await staff
      .from('download_logs')
      .select('utm_source, utm_medium, utm_campaign, referrer_host, device_class')
      .eq('user_id', id);
    expect(error).toBeNull();
    expect(data).toEqual([attribution]);
  });

  it('a guest gets 401 and a Korean sentence, no link and no row', async () => {
    const { count: before } = await staff.from('download_logs').select('id', { count: 'exact', head: true });
    const answer = await invokeDownload(localClient(url, anonKey));
    expect(answer).toEqual({ status: 401, body: { code: 'unauthorized', message: MESSAGES.unauthorized } });
    const forged = await fetch(`${url}/functions/v1/download`, {
      method: 'POST',
      headers: { apikey: anonKey, authorization: 'Bearer not.a.token', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(forged.status).toBe(401);
    const { count: after } = await staff.from('download_logs').select('id', { count: 'exact', head: true });
    expect(after).toBe(before);
  });

  it('a member’s 11th download in an hour gets 429 with the database’s Korean sentence and no link', async () => {
    const { client, id } = await newMember();
    for (let n = 1; n <= 10; n += 1) expect((await invokeDownload(client)).status).toBe(200);
    const refused = await invokeDownload(client);
    expect(refused).toEqual({
      status: 429,
      body: {
        code: 'rate_limited',
        message: '프로그램은 1시간에 10번까지 내려받을 수 있습니다. 1시간 뒤에 다시 시도해 주세요.',
      },
    });
    expect(await logRows(id)).toHaveLength(10);
  });

  it('a deleted member’s token, still unexpired, gets 401 and no link, and log_download() refuses it too', async () => {
    const { client } = await newMember();
    expect((await client.rpc('delete_my_account')).error).toBeNull();
    const answer = await invokeDownload(client);
    expect(answer).toEqual({ status: 401, body: { code: 'unauthorized', message: MESSAGES.unauthorized } });
    // Even were Auth to let it through, the log step (before any link is signed) refuses it.
    const logged = await client.rpc('log_download');
    expect(logged.error).toMatchObject({ code: '42501' });
    expect(logged.status).toBe(403);
  });
});
