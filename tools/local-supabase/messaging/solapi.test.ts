// @vitest-environment node
// The Solapi stand-in behaves like Solapi for what the notify function does: it checks the
// request's signature and the registered sender, delivers 알림톡 only when the text is the
// registered template, and otherwise falls back to SMS/LMS with the same text.
import { beforeEach, describe, expect, it } from 'vitest';

import { authorization } from '../../../supabase/functions/notify/solapi.ts';
import { ANSWER_TEMPLATE, renderTemplate } from '../../../supabase/functions/notify/templates.ts';
import type { Handler } from '../gateway/http.ts';
import { createInbox, type Inbox } from './inbox.ts';
import { LOCAL_SOLAPI, LOCAL_SOLAPI_TEMPLATE_ID } from './local-account.ts';
import { checkSignature, createSolapiStandIn } from './solapi.ts';

const URL_SEND = 'http://stack.test/local-solapi/messages/v4/send-many/detail';
const VARIABLES = { '#{접수번호}': '261123-0007', '#{답변확인주소}': 'https://site.test/user/inquiry' };
const RENDERED = renderTemplate(ANSWER_TEMPLATE.text, VARIABLES);

let inbox: Inbox;
let standIn: Handler;
let send: (messages: unknown[], auth?: string) => Promise<Response>;
beforeEach(() => {
  inbox = createInbox();
  standIn = createSolapiStandIn(inbox, LOCAL_SOLAPI);
  send = async (messages, auth) =>
    standIn(
      new Request(URL_SEND, {
        method: 'POST',
        headers: {
          authorization: auth ?? (await authorization(LOCAL_SOLAPI.apiKey, LOCAL_SOLAPI.apiSecret)),
          'content-type': 'application/json',
        },
        body: JSON.stringify({ messages, showMessageList: true }),
      }),
    );
});

const alimtalk = (to: string, text: string, extra: Record<string, unknown> = {}) => ({
  to,
  from: LOCAL_SOLAPI.senders[0],
  text,
  type: 'ATA',
  kakaoOptions: { pfId: LOCAL_SOLAPI.pfId, templateId: LOCAL_SOLAPI_TEMPLATE_ID, variables: VARIABLES, ...extra },
  customFields: { eventId: 'e-1', target: 'member_alimtalk' },
});

const inboxSummary = () => inbox.entries().map(({ message }) => `${message.channel} ${message.status}`);

describe('the Solapi stand-in', () => {
  it('accepts a request signed the way the notify function signs it', async () => {
    const header = await authorization(LOCAL_SOLAPI.apiKey, LOCAL_SOLAPI.apiSecret);
    expect(checkSignature(header, LOCAL_SOLAPI)).toBeUndefined();
  });

  it.each([
    ['a wrong secret', () => authorization(LOCAL_SOLAPI.apiKey, 'not-the-secret'), 'SignatureDoesNotMatch'],
    ['an unknown key', () => authorization('NCSOTHER', LOCAL_SOLAPI.apiSecret), 'InvalidApiKey'],
    [
      'a date an hour old',
      () => authorization(LOCAL_SOLAPI.apiKey, LOCAL_SOLAPI.apiSecret, new Date(Date.now() - 3600_000).toISOString()),
      'RequestTimeTooSkewed',
    ],
    ['no signature at all', () => Promise.resolve('Bearer x'), 'InvalidAuthorization'],
  ])('refuses %s', async (_case, header, code) => {
    const response = await send([alimtalk('01023456789', RENDERED)], await header());
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ errorCode: code });
    expect(inbox.entries()).toEqual([]);
  });

  it('delivers 알림톡 whose text is the registered template with its variables filled in', async () => {
    const response = await send([alimtalk('010-2345-6789', RENDERED)]);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      failedMessageList: [],
      messageList: [{ statusCode: '2000', customFields: { eventId: 'e-1' } }],
    });
    expect(inbox.entries().map((e) => e.message)).toMatchObject([
      {
        channel: 'alimtalk',
        to: '01023456789',
        template: LOCAL_SOLAPI_TEMPLATE_ID,
        text: RENDERED,
        event_id: 'e-1',
        status: 'delivered',
      },
    ]);
  });

  it('fails 알림톡 whose text differs from the template and sends the same text as SMS instead', async () => {
    const changed = RENDERED.replace('답변이 등록되었습니다', '답변을 드렸습니다');
    await send([alimtalk('01023456789', changed)]);
    expect(inboxSummary()).toEqual(['sms delivered', 'alimtalk failed']);
    expect(inbox.entries()[0]?.message.text).toBe(changed);
  });

  it('falls back to SMS for a number without KakaoTalk (010-0000-xxxx locally)', async () => {
    await send([alimtalk('01000001234', RENDERED)]);
    expect(inboxSummary()).toEqual(['sms delivered', 'alimtalk failed']);
  });

  it('sends no fallback when kakaoOptions.disableSms is set', async () => {
    await send([alimtalk('01023456789', 'other text', { disableSms: true })]);
    expect(inboxSummary()).toEqual(['alimtalk failed']);
  });

  it('refuses a message from an unregistered sender number in failedMessageList, delivering nothing', async () => {
    const response = await send([{ ...alimtalk('01023456789', RENDERED), from: '0299998888' }]);
    expect(await response.json()).toMatchObject({
      messageList: [],
      failedMessageList: [
        { customFields: { eventId: 'e-1' }, statusMessage: expect.stringContaining('발신번호') as string },
      ],
    });
    expect(inbox.entries()).toEqual([]);
  });

  it('in an outage answers 503 and records the messages as failed', async () => {
    inbox.failNext(1);
    const response = await send([alimtalk('01023456789', RENDERED)]);
    expect(response.status).toBe(503);
    expect(inboxSummary()).toEqual(['alimtalk failed']);
    await send([alimtalk('01023456789', RENDERED)]);
    expect(inboxSummary()).toEqual(['alimtalk delivered', 'alimtalk failed']);
  });

  it('lists the messages it accepted for a recipient since a date, with their customFields', async () => {
    const before = new Date(Date.now() - 1000).toISOString();
    await send([alimtalk('01023456789', RENDERED)]);
    inbox.failNext(1);
    await send([
      { ...alimtalk('01023456789', RENDERED), customFields: { eventId: 'e-outage', target: 'member_alimtalk' } },
    ]);
    const listed = async (query: string) => {
      const request = new Request(`http://stack.test/local-solapi/messages/v4/list?${query}`, {
        headers: { authorization: await authorization(LOCAL_SOLAPI.apiKey, LOCAL_SOLAPI.apiSecret) },
      });
      const body = (await (await standIn(request)).json()) as {
        messageList: Record<string, { customFields: unknown }>;
      };
      return Object.values(body.messageList).map((m) => m.customFields);
    };
    // The one refused in the outage was never accepted, so it is not listed.
    expect(await listed(`to=01023456789&startDate=${before}`)).toEqual([{ eventId: 'e-1', target: 'member_alimtalk' }]);
    expect(await listed(`to=01099999999&startDate=${before}`)).toEqual([]);
    expect(await listed(`to=01023456789&startDate=${new Date(Date.now() + 60_000).toISOString()}`)).toEqual([]);
  });

  it('sends a plain SMS for a message without kakaoOptions', async () => {
    await send([
      {
        to: '01099990000',
        from: LOCAL_SOLAPI.senders[0],
        text: '[소담POS] 새 상담 문의',
        customFields: { eventId: 'e-2', target: 'staff_sms' },
      },
    ]);
    expect(inbox.entries().map((e) => e.message)).toMatchObject([
      { channel: 'sms', to: '01099990000', template: null, event_id: 'e-2', status: 'delivered' },
    ]);
  });
});
