// A local incoming-webhook catcher under /local-webhook/<name>, standing in for a Slack or
// JANDI incoming webhook: POST a JSON body with `text` (Slack) or `body` (JANDI) and the
// message lands in the inbox, addressed to <name>, with the Idempotency-Key header as its
// event id. Slack's answers: 200 `ok`, 400 `invalid_payload`; an outage answers 503.
import { type Handler, json, readJson } from '../gateway/http.ts';
import type { Inbox } from './inbox.ts';

const PREFIX = '/local-webhook/';

export function createWebhookCatcher(inbox: Inbox): Handler {
  return async (request) => {
    const name = new URL(request.url).pathname.slice(PREFIX.length);
    if (request.method !== 'POST' || !name) return json(404, { message: 'POST /local-webhook/<name> only' });
    const body = await readJson(request).catch(() => undefined);
    const message = typeof body?.text === 'string' ? body.text : typeof body?.body === 'string' ? body.body : undefined;
    if (message === undefined)
      return new Response('invalid_payload', { status: 400, headers: { 'content-type': 'text/plain' } });
    const eventId = request.headers.get('idempotency-key');
    const outage = inbox.takeOutage('webhook');
    inbox.record(
      {
        channel: 'webhook',
        to: name,
        template: null,
        text: message,
        event_id: eventId,
        status: outage ? 'failed' : 'delivered',
      },
      outage ? '발송 실패: 장애 흉내 (POST /inbox/v1/fail)' : '웹훅',
    );
    return outage
      ? new Response('service_unavailable', { status: 503 })
      : new Response('ok', { status: 200, headers: { 'content-type': 'text/plain' } });
  };
}
