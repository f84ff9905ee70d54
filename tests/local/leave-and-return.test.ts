// Leaving and coming back resets nothing (docs/product.md#automatic-messages): ten rounds of
// "set a number, press 카카오톡으로 받기 three times, send six partnership inquiries, 회원 탈퇴, sign in
// again with the same Kakao account", over the real gateway, PostgREST, notify function and
// inbox. Whatever the rounds do, each proven number gets at most 3 automatic messages today, a
// number only typed on the profile gets none, and the account files at most 5 partnership
// inquiries in the hour.
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import type { Database } from '../../src/lib/supabase/database.types.ts';
import { inboxClient } from '../../tools/local-supabase/messaging/inbox-client.ts';
import { type Client, localClient, signInWithProvider } from '../support/local-auth.ts';
import { type NotificationDb, notificationDb } from '../support/notifications.ts';

const ROUNDS = 10;
const url = inject('supabaseUrl');
const anonKey = inject('supabaseAnonKey');
const inbox = inboxClient(url, inject('supabaseServiceRoleKey'));
const staff = createClient<Database>(url, inject('supabaseServiceRoleKey'), { auth: { persistSession: false } });
let db: NotificationDb;
beforeAll(async () => {
  db = await notificationDb(inject('supabaseDbUrl'));
});
afterAll(() => db.end());

/** A mobile number no other test uses: formatted, and as the inbox shows it. */
function freshNumber(): { tel: string; digits: string } {
  const last = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
  const middle = String(7000 + Math.floor(Math.random() * 1000));
  return { tel: `010-${middle}-${last}`, digits: `010${middle}${last}` };
}

/** Waits until the notify function has finished with every member message queued (sent, skipped or dropped). */
async function drained(): Promise<void> {
  await expect
    .poll(
      async () =>
        (
          await db.query<{ n: number }>(
            `select count(*)::int as n from pgmq.q_notifications where message ->> 'kind' in ('download_link', 'phone_code')`,
          )
        )[0]?.n,
      { timeout: 60_000, interval: 200 },
    )
    .toBe(0);
}

const messagesTo = async (digits: string) => (await inbox.list()).filter((message) => message.to === digits);

interface Round {
  client: Client;
  presses: number;
  partnerships: number;
}

/** One round as the member: three presses and six partnership inquiries, then 회원 탈퇴. */
async function pressAndLeave(client: Client, tag: string): Promise<Round> {
  let presses = 0;
  for (let i = 0; i < 3; i += 1) if (!(await client.rpc('request_download_link', {})).error) presses += 1;
  let partnerships = 0;
  for (let i = 0; i < 6; i += 1) {
    const { error } = await client.from('business_inquiries').insert({
      name: '탈퇴반복',
      tel: '010-2000-3000',
      company: '반복상회',
      content: `${tag} ${i}`,
      privacy_consent: true,
    });
    if (!error) partnerships += 1;
  }
  // The member leaves once what they asked for has gone out: a message still queued when its
  // handoff row leaves with the account is dropped unsent, which would make the count depend on speed.
  await drained();
  const left = await client.rpc('delete_my_account');
  if (left.error) throw new Error(`delete_my_account: ${left.error.message}`);
  return { client, presses, partnerships };
}

/**
 * A mark for this test's inquiries, in letters only: 탈퇴 masks number-like runs in a departed
 * member's free text (docs/product.md), and a random hex tag such as 0123 4567 could be one.
 */
const tagOf = (word: string) =>
  `${word}-${[...crypto.randomUUID().replaceAll('-', '').slice(0, 8)].map((c) => 'ghijklmnopabcdef'['0123456789abcdef'.indexOf(c)]).join('')}`;

const partnershipsFiled = async (tag: string) =>
  (await staff.from('business_inquiries').select('id').like('content', `${tag} %`)).data?.length;

describe('ten rounds of set a number, press three times, leave and sign in again', () => {
  it('with the number Kakao verified: 3 messages to it in all, none to the typed one, 5 partnership inquiries', async () => {
    const proven = freshNumber();
    const typed = freshNumber();
    const tag = tagOf('반복');
    let client = localClient(url, anonKey);
    const first = await signInWithProvider(client, 'kakao', {
      name: '탈퇴반복',
      email: `again-${crypto.randomUUID().slice(0, 8)}@example.com`,
      phone: proven.digits,
    });
    const kakaoId = first.user.identities?.[0]?.id ?? '';
    const rounds: Round[] = [];
    let member = first.user.id;
    for (let round = 0; round < ROUNDS; round += 1) {
      if (round > 0) {
        client = localClient(url, anonKey);
        member = (await signInWithProvider(client, 'kakao', { account: kakaoId })).user.id;
      }
      // "Set a number": typed on the profile, which makes it a number to call back, nothing more.
      const { error } = await client.from('profiles').update({ tel: typed.tel }).eq('id', member);
      expect(error).toBeNull();
      rounds.push(await pressAndLeave(client, tag));
    }
    await drained();
    expect(rounds.reduce((sum, r) => sum + r.presses, 0)).toBe(3);
    expect(await messagesTo(proven.digits)).toHaveLength(3);
    expect(await messagesTo(typed.digits)).toHaveLength(0);
    expect(rounds.reduce((sum, r) => sum + r.partnerships, 0)).toBe(5);
    expect(await partnershipsFiled(tag)).toBe(5);
  });

  it('proving a number by code in every other round: 3 messages to it in all, none to the typed one', async () => {
    const proven = freshNumber();
    const typed = freshNumber();
    const tag = tagOf('증명');
    let client = localClient(url, anonKey);
    const first = await signInWithProvider(client, 'kakao', {
      name: '번호증명',
      email: `prove-${crypto.randomUUID().slice(0, 8)}@example.com`,
    });
    const kakaoId = first.user.identities?.[0]?.id ?? '';
    let codesSent = 0;
    let member = first.user.id;
    for (let round = 0; round < ROUNDS; round += 1) {
      if (round > 0) {
        client = localClient(url, anonKey);
        member = (await signInWithProvider(client, 'kakao', { account: kakaoId })).user.id;
      }
      if (round % 2 === 0) {
        // Prove the number: ask for a code, read it from the inbox, type it back.
        const asked = await client.rpc('request_phone_code', { tel: proven.tel });
        if (!asked.error) {
          codesSent += 1;
          const sms = await inbox.waitFor((messages) => {
            const codes = messages.filter((m) => m.to === proven.digits && /\[\d{6}\]/.test(m.text));
            return codes.length === codesSent ? codes[0] : undefined;
          });
          const code = /\[(\d{6})\]/.exec(sms.text)?.[1] ?? '';
          const confirmed = await client.rpc('confirm_phone_code', { tel: proven.tel, code }).single();
          expect(confirmed.data?.proven).toBe(true);
        } else expect(asked.error.hint).toMatch(/daily_limit$/);
      } else {
        expect((await client.from('profiles').update({ tel: typed.tel }).eq('id', member)).error).toBeNull();
      }
      await pressAndLeave(client, tag);
    }
    await drained();
    expect(codesSent).toBe(1);
    expect((await messagesTo(proven.digits)).length).toBeLessThanOrEqual(3);
    expect(await messagesTo(proven.digits)).toHaveLength(3);
    expect(await messagesTo(typed.digits)).toHaveLength(0);
    expect(await partnershipsFiled(tag)).toBe(5);
  });
});
