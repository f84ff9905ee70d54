// PostgREST and the stack's own services share PGlite's one session through its socket. Under
// load from both at once, every request must succeed and neither may see the other's role or
// JWT claims (which would happen if one ran inside the other's transaction).
import { createClient } from '@supabase/supabase-js';
import { expect, inject, it } from 'vitest';

import type { Database } from '../../src/lib/supabase/database.types.ts';
import { localClient, signInWithProvider } from '../support/local-auth.ts';

const url = inject('supabaseUrl');
const anonKey = inject('supabaseAnonKey');
const serviceKey = inject('supabaseServiceRoleKey');

it('REST, auth and storage under concurrent load keep their roles and claims apart', async () => {
  const minjun = localClient(url, anonKey);
  await signInWithProvider(minjun, 'kakao', { account: '4012345678' });
  const seoyeon = localClient(url, anonKey);
  await signInWithProvider(seoyeon, 'google', { account: '104938271650384712345' });
  const guest = createClient<Database>(url, anonKey, { auth: { persistSession: false } });
  const staff = createClient<Database>(url, serviceKey, { auth: { persistSession: false } });

  const ROUNDS = 40;
  const work: PromiseLike<string | undefined>[] = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    // A member's REST read: only their own rows, every time.
    work.push(
      minjun
        .from('inquiries')
        .select('user_id')
        .then(({ data, error }) =>
          error
            ? `minjun read: ${error.message}`
            : data.every((row) => row.user_id === '11111111-1111-4111-8111-111111111111')
              ? undefined
              : 'minjun saw another member',
        ),
    );
    // Storage evaluates RLS in its own transaction as the caller: neither the guest nor the
    // member may sign (only the service role, as the download function does), whatever
    // PostgREST is doing meanwhile.
    work.push(
      guest.storage
        .from('installers')
        .createSignedUrl('skpossetup.exe', 60)
        .then(({ error }) => (error ? undefined : 'a guest could sign')),
    );
    work.push(
      seoyeon.storage
        .from('installers')
        .createSignedUrl('skpossetup.exe', 60)
        .then(({ error }) => (error ? undefined : 'a member could sign')),
    );
    work.push(
      staff.storage
        .from('installers')
        .createSignedUrl('skpossetup.exe', 60)
        .then(({ error }) => (error ? `service role sign: ${error.message}` : undefined)),
    );
    // Auth writes sessions and refresh tokens as the owner role.
    work.push(seoyeon.auth.getUser().then(({ error }) => (error ? `getUser: ${error.message}` : undefined)));
    work.push(
      guest
        .from('business_inquiries')
        .select('id')
        .then(({ error }) =>
          error?.code === '42501' ? undefined : `guest read business: ${error?.code ?? 'allowed'}`,
        ),
    );
  }
  const problems = (await Promise.all(work)).filter((problem): problem is string => problem !== undefined);
  expect(problems).toEqual([]);
}, 120_000);
