// The inbox API's contract, which other tools rely on exactly:
//   GET /inbox/v1/messages (service role key) → [{id, channel, to, template, text, event_id, status, created_at}], newest first
//   DELETE /inbox/v1/messages empties it; POST /inbox/v1/fail {"count": N} fails the next N sends.
// And the Korean page at /inbox for a person.
import { describe, expect, inject, it } from 'vitest';

const url = inject('supabaseUrl');
const anonKey = inject('supabaseAnonKey');
const serviceKey = inject('supabaseServiceRoleKey');

/** `key: null` sends no API key at all. */
const call = (method: string, path: string, key: string | null = serviceKey, body?: unknown) =>
  fetch(`${url}${path}`, {
    method,
    headers: { ...(key ? { apikey: key } : {}), 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

/** What the notify function does for a staff alert: a webhook POST. */
const hook = (text: string, eventId: string) =>
  fetch(`${url}/local-webhook/staff`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': eventId },
    body: JSON.stringify({ text }),
  });

describe('the inbox API', () => {
  it('lists messages newest first, each with exactly the contract’s fields', async () => {
    expect((await call('DELETE', '/inbox/v1/messages')).status).toBe(204);
    await hook('첫 번째', 'event-1');
    await hook('두 번째', 'event-2');
    const response = await call('GET', '/inbox/v1/messages');
    expect(response.status).toBe(200);
    const messages = (await response.json()) as Array<Record<string, unknown>>;
    expect(messages.map((m) => m.text)).toEqual(['두 번째', '첫 번째']);
    expect(Object.keys(messages[0] ?? {}).sort()).toEqual([
      'channel',
      'created_at',
      'event_id',
      'id',
      'status',
      'template',
      'text',
      'to',
    ]);
    expect(messages[0]).toMatchObject({
      channel: 'webhook',
      to: 'staff',
      template: null,
      event_id: 'event-2',
      status: 'delivered',
    });
    expect(Date.parse(String(messages[0]?.created_at))).not.toBeNaN();
  });

  it('DELETE empties it', async () => {
    await hook('지울 메시지', 'event-3');
    await call('DELETE', '/inbox/v1/messages');
    expect(await (await call('GET', '/inbox/v1/messages')).json()).toEqual([]);
  });

  it('POST /fail {count: 2} fails exactly the next two sends, as an outage would', async () => {
    await call('DELETE', '/inbox/v1/messages');
    expect((await call('POST', '/inbox/v1/fail', serviceKey, { count: 2 })).status).toBe(200);
    const statuses = [];
    for (const n of [1, 2, 3]) statuses.push((await hook(`보냄 ${n}`, `event-${n}`)).status);
    expect(statuses).toEqual([503, 503, 200]);
    const messages = (await (await call('GET', '/inbox/v1/messages')).json()) as Array<{ status: string }>;
    expect(messages.map((m) => m.status)).toEqual(['delivered', 'failed', 'failed']);
  });

  it.each([
    ['the anon key', anonKey, 401],
    ['no key', null, 401],
  ])('refuses %s', async (_case, key, status) => {
    expect((await call('GET', '/inbox/v1/messages', key)).status).toBe(status);
    expect((await call('DELETE', '/inbox/v1/messages', key)).status).toBe(status);
    expect((await call('POST', '/inbox/v1/fail', key, { count: 1 })).status).toBe(status);
  });

  it('refuses a fail count that is not a whole number', async () => {
    expect((await call('POST', '/inbox/v1/fail', serviceKey, { count: -1 })).status).toBe(400);
    expect((await call('POST', '/inbox/v1/fail', serviceKey, { count: 'many' })).status).toBe(400);
  });
});

describe('the /inbox page', () => {
  it('shows the messages in Korean, without an API key, escaping their text', async () => {
    await call('DELETE', '/inbox/v1/messages');
    await hook('<b>접수번호 261123-0001</b>', 'event-page');
    const page = await fetch(`${url}/inbox`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('<html lang="ko">');
    expect(html).toContain('메시지 보관함');
    expect(html).toContain('&lt;b&gt;접수번호 261123-0001&lt;/b&gt;');
    expect(html).not.toContain('<b>접수번호');
  });
});
