// The local stack honours supabase/config.toml's Auth settings as a hosted project does after
// `supabase config push`: e-mail sign-up is off (anyone with the public key would otherwise
// become a member without Kakao, Naver or Google), Kakao and Google are on.
import { createClient } from '@supabase/supabase-js';
import { describe, expect, inject, it } from 'vitest';

const url = inject('supabaseUrl');
const publishableKey = inject('supabasePublishableKey');
const secretKey = inject('supabaseSecretKey');

const client = (key: string) => createClient(url, key, { auth: { persistSession: false } });

describe('Auth settings from config.toml', () => {
  it('/settings says e-mail is off and Kakao and Google are on', async () => {
    const answer = await fetch(`${url}/auth/v1/settings`, { headers: { apikey: publishableKey } });
    expect(await answer.json()).toMatchObject({
      external: { email: false, kakao: true, google: true },
      disable_signup: false,
    });
  });

  it('an e-mail sign-up with the public key is refused, and no user is created', async () => {
    const email = `walk-in-${Date.now()}@example.com`;
    const { data, error } = await client(publishableKey).auth.signUp({ email, password: 'a-long-password-1' });
    expect(data.user).toBeNull();
    expect(error).toMatchObject({ status: 400, code: 'email_provider_disabled' });
    const { data: listed } = await client(secretKey).auth.admin.listUsers();
    expect(listed.users.map((user) => user.email)).not.toContain(email);
  });
});
