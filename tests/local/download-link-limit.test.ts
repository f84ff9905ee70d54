// 카카오톡으로 받기 costs money per message, so its limit is held with a bulk request: ten
// presses at once from one member over the real gateway and PostgREST end in exactly three
// queued events and three 알림톡 in the inbox, each with the download page's link, and seven
// refusals that say why in Korean (HTTP 429).
import { describe, expect, inject, it } from 'vitest';

import { downloadLinkUrl } from '../../supabase/functions/notify/download-link.ts';
import { inboxClient } from '../../tools/local-supabase/messaging/inbox-client.ts';
import { LOCAL_SOLAPI_DOWNLOAD_LINK_TEMPLATE_ID } from '../../tools/local-supabase/messaging/local-account.ts';
import { localClient, signInWithProvider } from '../support/local-auth.ts';

// The notify function's NOTIFY_SITE_URL in the test stack (tests/support/test-stack.ts).
const SITE_URL = 'http://127.0.0.1:4321';
const url = inject('supabaseUrl');
const anonKey = inject('supabaseAnonKey');
const inbox = inboxClient(url, inject('supabaseServiceRoleKey'));

async function memberWithPhone(phone: string) {
  const member = localClient(url, anonKey);
  await signInWithProvider(member, 'kakao', {
    name: '링크회원',
    email: `link-${crypto.randomUUID().slice(0, 8)}@example.com`,
    phone,
  });
  return member;
}

describe('카카오톡으로 받기, ten presses at once', () => {
  it('sends exactly three 알림톡 with the link and refuses the other seven in Korean', async () => {
    const member = await memberWithPhone('010-4100-0003');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => member.rpc('request_download_link', { attribution: { device_class: 'phone' } })),
    );
    expect(answers.filter((a) => a.error === null)).toHaveLength(3);
    const refused = answers.filter((a) => a.error !== null);
    expect(refused.map((a) => a.status)).toEqual(Array(7).fill(429));
    expect(new Set(refused.map((a) => a.error?.message))).toEqual(
      new Set([
        '카카오톡으로 받기는 하루 3번까지 할 수 있습니다. 이미 받은 메시지의 링크를 열거나 PC로 보내기를 이용해 주세요.',
      ]),
    );

    const mine = (messages: Awaited<ReturnType<typeof inbox.list>>) => messages.filter((m) => m.to === '01041000003');
    const sent = await inbox.waitFor((messages) => (mine(messages).length >= 3 ? mine(messages) : undefined));
    expect(sent).toHaveLength(3);
    for (const message of sent) {
      expect(message).toMatchObject({
        channel: 'alimtalk',
        template: LOCAL_SOLAPI_DOWNLOAD_LINK_TEMPLATE_ID,
        status: 'delivered',
      });
      expect(message.text).toContain(downloadLinkUrl(SITE_URL));
    }
    expect(new Set(sent.map((m) => m.event_id)).size).toBe(3);
  });

  it('a member without a proven number is asked to prove one, and nothing is sent', async () => {
    const member = localClient(url, anonKey);
    await signInWithProvider(member, 'google', {
      name: '번호없음',
      email: `nophone-${crypto.randomUUID().slice(0, 8)}@example.com`,
    });
    const { error, status } = await member.rpc('request_download_link', {});
    expect(status).toBe(400);
    expect(error?.message).toBe(
      '카카오톡으로 받으려면 휴대폰 번호 인증이 필요합니다. 번호를 입력하시면 인증번호를 문자로 보내 드립니다.',
    );
    expect(error?.hint).toBe('download_link_no_phone');
  });
});
