// A local stand-in for Solapi's message API under /local-solapi, so the notify function runs
// unchanged against it (only SOLAPI_API_URL differs):
//   POST /messages/v4/send-many/detail  (Authorization: HMAC-SHA256 apiKey=…, date=…, salt=…, signature=…)
//        {messages: [{to, from, text, type?, kakaoOptions?: {pfId, templateId, variables, disableSms}, customFields?}],
//         allowDuplicates?, showMessageList?}
//     → 200 {groupInfo, failedMessageList, messageList?}, messages landing in the inbox.
//   GET  /messages/v4/list?to&startDate&limit → {messageList: {<messageId>: {messageId, to, from, type, text, customFields, dateCreated}}}
// Like Solapi, it checks the signature, the registered sender number and, for 알림톡 (ATA),
// the Kakao channel and template; Kakao then delivers only a text equal to the registered
// template with its variables filled in, so a mismatch (or a number without KakaoTalk: here
// any 010-0000-xxxx) fails the 알림톡 and the same text goes out as SMS/LMS instead, unless
// kakaoOptions.disableSms. Solapi does that fallback after accepting the message, as here.
// Status codes and error codes are the stand-in's own; the shapes follow Solapi's answers.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

import { renderTemplate } from '../../../supabase/functions/notify/templates.ts';
import { type Handler, json, readJson } from '../gateway/http.ts';
import type { Inbox } from './inbox.ts';
import type { SolapiAccount } from './local-account.ts';

const PREFIX = '/local-solapi';
const NO_KAKAOTALK = /^0100000/;
const SKEW_MS = 15 * 60_000;

type Fields = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Why the Authorization header is not valid for this account, if it is not. */
export function checkSignature(header: string | null, account: SolapiAccount, now = Date.now()): string | undefined {
  const parts = Object.fromEntries(
    [...(header ?? '').replace(/^HMAC-SHA256\s+/, '').matchAll(/(\w+)=([^,\s]+)/g)].map(
      (m) => [m[1] ?? '', m[2] ?? ''] as const,
    ),
  );
  if (!header?.startsWith('HMAC-SHA256 ') || !parts.apiKey || !parts.date || !parts.salt || !parts.signature)
    return 'InvalidAuthorization';
  if (parts.apiKey !== account.apiKey) return 'InvalidApiKey';
  if (Math.abs(now - Date.parse(parts.date)) > SKEW_MS) return 'RequestTimeTooSkewed';
  const expected = createHmac('sha256', account.apiSecret)
    .update(parts.date + parts.salt)
    .digest();
  const given = Buffer.from(parts.signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected) ? undefined : 'SignatureDoesNotMatch';
}

export function createSolapiStandIn(inbox: Inbox, account: SolapiAccount): Handler {
  // What Solapi accepted, for its message list (the notify function asks it after a dead attempt).
  const accepted: Fields[] = [];

  function deliver(message: Fields, to: string): void {
    const body = text(message.text);
    const eventId = text((message.customFields as Fields | undefined)?.eventId) || null;
    const kakao = message.kakaoOptions as Fields | undefined;
    if (!kakao) {
      inbox.record({ channel: 'sms', to, template: null, text: body, event_id: eventId, status: 'delivered' }, '문자');
      return;
    }
    const templateId = text(kakao.templateId);
    const template = account.templates[templateId];
    const variables = (kakao.variables ?? {}) as Record<string, string>;
    const expected = template ? renderTemplate(template.text, variables) : '';
    const shown = body || expected;
    const problem = NO_KAKAOTALK.test(to)
      ? '카카오톡을 쓰지 않는 번호'
      : shown !== expected || /#\{/.test(expected)
        ? '등록된 템플릿과 내용이 다름'
        : undefined;
    if (!problem) {
      inbox.record(
        { channel: 'alimtalk', to, template: templateId, text: shown, event_id: eventId, status: 'delivered' },
        '알림톡',
      );
      return;
    }
    inbox.record(
      { channel: 'alimtalk', to, template: templateId, text: shown, event_id: eventId, status: 'failed' },
      `알림톡 실패: ${problem}`,
    );
    if (kakao.disableSms !== true) {
      inbox.record(
        { channel: 'sms', to, template: templateId, text: shown, event_id: eventId, status: 'delivered' },
        '알림톡 대신 문자(대체 발송)',
      );
    }
  }

  /** Why Solapi would not take this message, if it would not. */
  function refusal(message: Fields, to: string): string | undefined {
    if (!/^0\d{8,10}$/.test(to)) return '수신번호 형식이 올바르지 않습니다.';
    if (!account.senders.includes(text(message.from).replace(/-/g, ''))) return '등록되지 않은 발신번호입니다.';
    const kakao = message.kakaoOptions as Fields | undefined;
    if (kakao && (kakao.pfId !== account.pfId || !account.templates[text(kakao.templateId)]))
      return '카카오 채널 또는 템플릿을 찾을 수 없습니다.';
    if (!text(message.text) && !kakao) return '메시지 내용이 없습니다.';
    return undefined;
  }

  async function send(request: Request): Promise<Response> {
    const problem = checkSignature(request.headers.get('authorization'), account);
    if (problem) return json(401, { errorCode: problem, errorMessage: '인증 정보가 올바르지 않습니다.' });
    const body = await readJson(request).catch(() => undefined);
    const messages = Array.isArray(body?.messages) ? (body.messages as Fields[]) : [];
    if (messages.length === 0)
      return json(400, {
        errorCode: 'ValidationError',
        errorMessage: '데이터가 반드시 1건 이상 기입되어 있어야 합니다.',
      });

    if (inbox.takeOutage('solapi')) {
      for (const message of messages) {
        const kakao = message.kakaoOptions as Fields | undefined;
        inbox.record(
          {
            channel: kakao ? 'alimtalk' : 'sms',
            to: text(message.to).replace(/-/g, ''),
            template: kakao ? text(kakao.templateId) : null,
            text: text(message.text),
            event_id: text((message.customFields as Fields | undefined)?.eventId) || null,
            status: 'failed',
          },
          '발송 실패: 장애 흉내 (POST /inbox/v1/fail)',
        );
      }
      return json(503, { errorCode: 'ServiceUnavailable', errorMessage: '일시적으로 서비스를 이용할 수 없습니다.' });
    }

    const groupId = `G4V${randomBytes(8).toString('hex').toUpperCase()}`;
    const taken: Fields[] = [];
    const failed: Fields[] = [];
    for (const message of messages) {
      const to = text(message.to).replace(/-/g, '');
      const entry = {
        to,
        from: text(message.from),
        type: text(message.type) || 'SMS',
        customFields: message.customFields ?? {},
        messageId: `M4V${randomBytes(8).toString('hex').toUpperCase()}`,
      };
      const reason = refusal(message, to);
      if (reason) {
        failed.push({ ...entry, statusCode: '1000', statusMessage: reason, country: '82', accountId: account.apiKey });
        continue;
      }
      deliver(message, to);
      taken.push({ ...entry, statusCode: '2000', statusMessage: '정상 접수(이통사로 접수 예정) ' });
      accepted.push({ ...entry, text: text(message.text), dateCreated: new Date().toISOString() });
    }
    const count = {
      total: messages.length,
      registeredSuccess: taken.length,
      registeredFailed: failed.length,
      sentTotal: 0,
      sentSuccess: 0,
      sentFailed: 0,
      sentPending: taken.length,
    };
    return json(200, {
      groupInfo: { groupId, status: 'SENDING', count, allowDuplicates: body?.allowDuplicates === true },
      failedMessageList: failed,
      ...(body?.showMessageList === true ? { messageList: taken } : {}),
    });
  }

  function list(request: Request): Response {
    const problem = checkSignature(request.headers.get('authorization'), account);
    if (problem) return json(401, { errorCode: problem, errorMessage: '인증 정보가 올바르지 않습니다.' });
    const query = new URL(request.url).searchParams;
    const to = query.get('to')?.replace(/-/g, '');
    const since = Date.parse(query.get('startDate') ?? '') || 0;
    const limit = Number(query.get('limit')) || 20;
    const found = accepted
      .filter((m) => (!to || m.to === to) && Date.parse(text(m.dateCreated)) >= since)
      .slice(-limit);
    return json(200, {
      startKey: null,
      nextKey: null,
      limit,
      messageList: Object.fromEntries(found.map((m) => [text(m.messageId), m])),
    });
  }

  return async (request) => {
    const route = `${request.method} ${new URL(request.url).pathname.slice(PREFIX.length)}`;
    if (route === 'POST /messages/v4/send-many/detail') return send(request);
    if (route === 'GET /messages/v4/list') return list(request);
    return json(404, { errorCode: 'NotFound', errorMessage: `The local Solapi stand-in has no ${route}` });
  };
}
