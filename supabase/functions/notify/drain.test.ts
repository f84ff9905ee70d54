// @vitest-environment node
// One drain of the queue against the local stack's provider stand-ins (Solapi, the webhook
// catcher and their inbox, called in-process) and a recording queue: what is sent, what is
// never sent twice, what is retried and when, and what is given up for staff to see.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createInbox, type Inbox } from '../../../tools/local-supabase/messaging/inbox.ts';
import { LOCAL_SOLAPI, LOCAL_SOLAPI_TEMPLATE_ID } from '../../../tools/local-supabase/messaging/local-account.ts';
import { createSolapiStandIn } from '../../../tools/local-supabase/messaging/solapi.ts';
import { createWebhookCatcher } from '../../../tools/local-supabase/messaging/webhook.ts';
import { readConfig, type NotifyConfig } from './config.ts';
import { drainBatch } from './drain.ts';
import type { ClaimedEvent, DeliveryRecord, EventOutcome, QueueClient } from './queue.ts';

const PROVIDERS = 'http://providers.test';
const ENV = {
  SUPABASE_URL: 'http://db.test',
  SUPABASE_SERVICE_ROLE_KEY: 'service',
  NOTIFY_SECRET: 'secret',
  NOTIFY_STAFF_WEBHOOK_URL: `${PROVIDERS}/local-webhook/staff`,
  NOTIFY_SITE_URL: 'https://site.test',
  SOLAPI_API_URL: `${PROVIDERS}/local-solapi`,
  SOLAPI_API_KEY: LOCAL_SOLAPI.apiKey,
  SOLAPI_API_SECRET: LOCAL_SOLAPI.apiSecret,
  SOLAPI_SENDER: LOCAL_SOLAPI.senders[0],
  SOLAPI_PF_ID: LOCAL_SOLAPI.pfId,
  SOLAPI_TEMPLATE_ID: LOCAL_SOLAPI_TEMPLATE_ID,
};

function configOf(env: Record<string, string | undefined>): NotifyConfig {
  const config = readConfig(env);
  if ('missing' in config) throw new Error(`missing ${config.missing.join(', ')}`);
  return config;
}

let serial = 0;
function event(fields: Partial<ClaimedEvent> = {}): ClaimedEvent {
  serial += 1;
  return {
    msg_id: serial,
    read_ct: 1,
    event_id: `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    kind: 'inquiry_filed',
    subject_id: '31111111-1111-4111-8111-111111111111',
    subject_table: 'inquiries',
    subject_table_oid: 16631,
    receipt_no: `261123-${String(serial).padStart(4, '0')}`,
    filed_at: '2026-11-23T05:05:00Z',
    sector: '분식집',
    company: '',
    tel: '',
    deliveries: {},
    ...fields,
  };
}
const answer = (fields: Partial<ClaimedEvent> = {}) => event({ kind: 'answer_written', tel: '010-2345-6789', ...fields });

/** A queue that hands out one batch and records what the drain tells it. */
function recordingQueue(batch: ClaimedEvent[]) {
  const begun: DeliveryRecord[] = [];
  const settled: EventOutcome[] = [];
  const queue: QueueClient = {
    claim: async () => batch,
    begin: async (targets) => void begun.push(...targets),
    settle: async (outcomes) => void settled.push(...outcomes),
  };
  return { queue, begun, settled };
}

let inbox: Inbox;
let requests: Request[];
/** Solapi takes the message but its answer never comes back in time. */
let solapiTimesOut: boolean;
beforeEach(() => {
  inbox = createInbox();
  requests = [];
  solapiTimesOut = false;
  const solapi = createSolapiStandIn(inbox, LOCAL_SOLAPI);
  const webhook = createWebhookCatcher(inbox);
  vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push(request.clone());
    const path = new URL(request.url).pathname;
    if (!path.startsWith('/local-solapi/')) return webhook(request);
    const answer = await solapi(request);
    if (solapiTimesOut && request.method === 'POST') throw new DOMException('The operation timed out.', 'TimeoutError');
    return answer;
  });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const delivered = () => inbox.entries().map((e) => e.message).filter((m) => m.status === 'delivered');

describe('a drain', () => {
  it('alerts staff by webhook with the event id as Idempotency-Key, records it as sent and archives the event', async () => {
    const filed = event();
    const { queue, begun, settled } = recordingQueue([filed]);
    const tally = await drainBatch(configOf(ENV), queue, 50);
    expect(tally).toMatchObject({ events: 1, sent: 1, retrying: 0 });
    expect(requests[0]?.headers.get('idempotency-key')).toBe(filed.event_id);
    expect(delivered()).toMatchObject([{ channel: 'webhook', to: 'staff', event_id: filed.event_id }]);
    expect(begun).toEqual([{ event_id: filed.event_id, target: 'staff_webhook', kind: 'inquiry_filed', receipt_no: filed.receipt_no }]);
    expect(settled).toEqual([{ msg_id: filed.msg_id, retry_in_seconds: null, deliveries: [expect.objectContaining({ target: 'staff_webhook', status: 'sent' })] }]);
  });

  it('sends the answer as 알림톡 with the template, its variables and the event in customFields', async () => {
    const answered = answer();
    const { queue, settled } = recordingQueue([answered]);
    await drainBatch(configOf(ENV), queue, 50);
    const body = (await requests[0]?.json()) as { messages: Array<Record<string, unknown>> };
    expect(body.messages[0]).toMatchObject({
      to: '01023456789',
      type: 'ATA',
      kakaoOptions: { pfId: LOCAL_SOLAPI.pfId, templateId: LOCAL_SOLAPI_TEMPLATE_ID, variables: { '#{접수번호}': answered.receipt_no } },
      customFields: { eventId: answered.event_id, target: 'member_alimtalk' },
    });
    expect(delivered()).toMatchObject([{ channel: 'alimtalk', to: '01023456789', template: LOCAL_SOLAPI_TEMPLATE_ID, event_id: answered.event_id }]);
    expect(settled[0]?.deliveries[0]).toMatchObject({ status: 'sent', provider_ref: expect.stringMatching(/^M4V/) });
  });

  it('sends staff SMS too when a staff phone is set, in the same Solapi request as the answers', async () => {
    const { queue } = recordingQueue([event(), answer()]);
    await drainBatch(configOf({ ...ENV, NOTIFY_STAFF_PHONE: '010-9999-0000' }), queue, 50);
    expect(requests.filter((r) => r.url.includes('/local-solapi/'))).toHaveLength(1);
    expect(delivered().map((m) => `${m.channel} ${m.to}`).sort()).toEqual(['alimtalk 01023456789', 'sms 01099990000', 'webhook staff']);
  });

  it('with no staff channel configured sends nothing, logs one line and archives the events', async () => {
    const { queue, settled } = recordingQueue([event(), event({ kind: 'partnership_filed', company: '꽃집' })]);
    const { NOTIFY_STAFF_WEBHOOK_URL: _off, ...env } = ENV;
    await drainBatch(configOf(env), queue, 50);
    expect(requests).toEqual([]);
    expect(console.warn).toHaveBeenCalledTimes(1);
    expect(vi.mocked(console.warn).mock.calls[0]?.[0]).toMatch(/staff alerts are off .* 2 new inquiries/);
    expect(settled.map((o) => o.retry_in_seconds)).toEqual([null, null]);
  });

  it('never sends a target again that an earlier attempt sent', async () => {
    const { queue, settled } = recordingQueue([event({ deliveries: { staff_webhook: { status: 'sent', since: '2026-11-23T05:05:01Z' } } })]);
    await drainBatch(configOf(ENV), queue, 50);
    expect(requests).toEqual([]);
    expect(settled).toEqual([expect.objectContaining({ retry_in_seconds: null, deliveries: [] })]);
  });

  it('does not resend a webhook an attempt left "sending" (it may have gone out), and reports it as unknown', async () => {
    const { queue, settled } = recordingQueue([event({ read_ct: 2, deliveries: { staff_webhook: { status: 'sending', since: new Date().toISOString() } } })]);
    await drainBatch(configOf(ENV), queue, 50);
    expect(requests).toEqual([]);
    expect(settled[0]).toMatchObject({ retry_in_seconds: null, deliveries: [{ target: 'staff_webhook', status: 'unknown' }] });
  });

  it('asks Solapi about a 알림톡 an attempt left "sending": one Solapi has is recorded as sent, not sent again', async () => {
    const answered = answer();
    const since = new Date().toISOString();
    await drainBatch(configOf(ENV), recordingQueue([answered]).queue, 50);
    const again = recordingQueue([{ ...answered, read_ct: 2, deliveries: { member_alimtalk: { status: 'sending', since } } }]);
    await drainBatch(configOf(ENV), again.queue, 50);
    expect(delivered()).toHaveLength(1);
    expect(again.begun).toEqual([]);
    expect(again.settled[0]).toMatchObject({ retry_in_seconds: null, deliveries: [{ status: 'sent', provider_ref: expect.stringMatching(/^M4V/) }] });
  });

  it('sends a 알림톡 an attempt left "sending" that Solapi never got, once', async () => {
    const { queue, settled } = recordingQueue([answer({ read_ct: 2, deliveries: { member_alimtalk: { status: 'sending', since: new Date().toISOString() } } })]);
    await drainBatch(configOf(ENV), queue, 50);
    expect(delivered()).toMatchObject([{ channel: 'alimtalk', to: '01023456789' }]);
    expect(settled[0]).toMatchObject({ retry_in_seconds: null, deliveries: [{ status: 'sent' }] });
  });

  it('when Solapi does not answer in time, records unknown and tries again later, when it asks before sending', async () => {
    solapiTimesOut = true;
    const answered = answer();
    const first = recordingQueue([answered]);
    await drainBatch(configOf(ENV), first.queue, 50);
    expect(first.settled[0]).toMatchObject({ retry_in_seconds: 5, deliveries: [{ status: 'unknown' }] });
    solapiTimesOut = false;
    const second = recordingQueue([{ ...answered, read_ct: 2, deliveries: { member_alimtalk: { status: 'unknown', since: new Date(Date.now() - 1000).toISOString() } } }]);
    await drainBatch(configOf(ENV), second.queue, 50);
    // The timed-out request had reached Solapi: the member got it once, and it is not sent again.
    expect(delivered()).toHaveLength(1);
    expect(second.settled[0]).toMatchObject({ retry_in_seconds: null, deliveries: [{ status: 'sent' }] });
  });

  it('in an outage keeps the event for a retry after 5 s, then 20 s, then 80 s', async () => {
    for (const [readCount, delay] of [[1, 5], [2, 20], [3, 80]] as const) {
      inbox.failNext(1);
      const { queue, settled } = recordingQueue([answer({ read_ct: readCount })]);
      await drainBatch(configOf(ENV), queue, 50);
      expect(settled[0]).toMatchObject({ retry_in_seconds: delay, deliveries: [{ status: 'retrying', error: expect.stringContaining('503') }] });
    }
    expect(delivered()).toEqual([]);
  });

  it('after the last attempt gives the event up as failed, for the staff view, and archives it', async () => {
    inbox.failNext(1);
    const { queue, settled } = recordingQueue([answer({ read_ct: 8 })]);
    const tally = await drainBatch(configOf(ENV), queue, 50);
    expect(tally.failed).toBe(1);
    expect(settled[0]).toMatchObject({ retry_in_seconds: null, deliveries: [{ status: 'failed', error: expect.stringContaining('gave up after 8 attempts') }] });
  });

  it('without Solapi settings records the answer notice as failed at once, sending nothing', async () => {
    const { SOLAPI_API_KEY: _off, ...env } = ENV;
    const { queue, settled } = recordingQueue([answer()]);
    await drainBatch(configOf(env), queue, 50);
    expect(requests).toEqual([]);
    expect(settled[0]).toMatchObject({ retry_in_seconds: null, deliveries: [{ status: 'failed', error: expect.stringContaining('SOLAPI_') }] });
  });

  it('a message Solapi refuses outright (an unregistered sender) fails without retrying', async () => {
    const { queue, settled } = recordingQueue([answer()]);
    await drainBatch(configOf({ ...ENV, SOLAPI_SENDER: '0299998888' }), queue, 50);
    expect(settled[0]).toMatchObject({ retry_in_seconds: null, deliveries: [{ status: 'failed', error: expect.stringContaining('발신번호') }] });
  });

  it('archives an event whose inquiry no longer exists without sending', async () => {
    const { queue, settled } = recordingQueue([event({ receipt_no: null as unknown as string })]);
    await drainBatch(configOf(ENV), queue, 50);
    expect(requests).toEqual([]);
    expect(settled).toEqual([expect.objectContaining({ retry_in_seconds: null, deliveries: [] })]);
  });
});
