// The installer in the private `installers` bucket: only the service role signs it (the
// download function does, tests/local/download.test.ts); a signed URL downloads the local
// placeholder and is bound to its object and time; neither guests nor members can sign.
import { createClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { describe, expect, inject, it } from 'vitest';

import { LOCAL_SERVICE_ROLE_KEY, secretKey } from '../../tools/local-supabase/keys.ts';
import { localClient, signInWithProvider } from '../support/local-auth.ts';

const url = inject('supabaseUrl');
const anonKey = inject('supabaseAnonKey');

async function member() {
  const client = localClient(url, anonKey);
  await signInWithProvider(client, 'kakao', { account: '4012345678' });
  return client;
}

describe('installer downloads', () => {
  it('a URL signed with the service role downloads the placeholder skpossetup.exe', async () => {
    const client = createClient(url, LOCAL_SERVICE_ROLE_KEY, { auth: { persistSession: false } });
    const { data, error } = await client.storage
      .from('installers')
      .createSignedUrl('skpossetup.exe', 60, { download: true });
    expect(error).toBeNull();
    const file = await fetch(data?.signedUrl ?? '');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('filename="skpossetup.exe"');
    const text = await file.text();
    expect(text).toContain('SODAM-POS-LOCAL-PLACEHOLDER-INSTALLER');
    expect(text).toContain('실제 소담POS 설치 프로그램이 아닙니다');
    expect(Number(file.headers.get('content-length'))).toBeGreaterThan(1000);
  });

  it('a guest cannot sign a URL for the installer', async () => {
    const guest = createClient(url, anonKey, { auth: { persistSession: false } });
    const { data, error } = await guest.storage.from('installers').createSignedUrl('skpossetup.exe', 60);
    expect(data).toBeNull();
    expect(error).toMatchObject({ message: 'Object not found' });
  });

  it('a member can neither sign it nor download() it with their token', async () => {
    const client = await member();
    const signed = await client.storage.from('installers').createSignedUrl('skpossetup.exe', 60);
    expect(signed.error).toMatchObject({ message: 'Object not found' });
    const { data, error } = await client.storage.from('installers').download('skpossetup.exe');
    expect(data).toBeNull();
    expect(error).not.toBeNull();
  });

  it('an object that does not exist cannot be signed', async () => {
    const client = await member();
    const { error } = await client.storage.from('installers').createSignedUrl('nothing-here.exe', 60);
    expect(error).toMatchObject({ message: 'Object not found' });
  });

  it.each([
    ['expired', { url: 'installers/skpossetup.exe' }, -10],
    ['for another object', { url: 'installers/other.exe' }, 60],
  ])('a signed URL token that is %s is refused', async (_case, claims, seconds) => {
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(now - 100)
      .setExpirationTime(now + seconds)
      .sign(secretKey());
    const answer = await fetch(`${url}/storage/v1/object/sign/installers/skpossetup.exe?token=${token}`);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ statusCode: '403', error: 'Unauthorized' });
  });
});
