// @vitest-environment node
// One drain of the queue against the local stack's provider stand-ins: what is sent to whom,
// and what is never sent twice (tests/support/notify-drain.ts sets the stand-ins up).
import { describe, expect, it, vi } from 'vitest';

import { stringMatching } from '../../../tests/support/matchers.ts';
import {
  answer,
  configOf,
  ENV,
  event,
  recordingQueue,
  useProviderStandIns,
} from '../../../tests/support/notify-drain.ts';
import { LOCAL_SOLAPI, LOCAL_SOLAPI_TEMPLATE_ID } from '../../../tools/local-supabase/messaging/local-account.ts';
import { drainBatch } from './drain.ts';

const s = useProviderStandIns();

describe('a drain sends', () => {
  it('alerts staff by webhook with the event id as Idempotency-Key, records it as sent and archives the event', async () => {
    const filed = event();
    const { queue, begun, settled } = recordingQueue([filed]);
    const tally = await drainBatch(configOf(ENV), queue, 50);
    expect(tally).toMatchObject({ events: 1, sent: 1, retrying: 0 });
    expect(s.requests[0]?.headers.get('idempotency-key')).toBe(filed.event_id);
    expect(s.delivered()).toMatchObject([{ channel: 'webhook', to: 'staff', event_id: filed.event_id }]);
    expect(begun).toEqual([
      { event_id: filed.event_id, target: 'staff_webhook', kind: 'inquiry_filed', receipt_no: filed.receipt_no },
    ]);
    expect(settled).toEqual([
      {
        msg_id: filed.msg_id,
        retry_in_seconds: null,
        deliveries: [expect.objectContaining({ target: 'staff_webhook', status: 'sent' })],
      },
    ]);
  });

  it('sends the answer as 알림톡 with the template, its variables and the event in customFields', async () => {
    const answered = answer();
    const { queue, settled } = recordingQueue([answered]);
    await drainBatch(configOf(ENV), queue, 50);
    const body = (await s.requests[0]?.json()) as { messages: Array<Record<string, unknown>> };
    expect(body.messages[0]).toMatchObject({
      to: '01023456789',
      type: 'ATA',
      kakaoOptions: {
        pfId: LOCAL_SOLAPI.pfId,
        templateId: LOCAL_SOLAPI_TEMPLATE_ID,
        variables: { '#{접수번호}': answered.receipt_no },
      },
      customFields: { eventId: answered.event_id, target: 'member_alimtalk' },
    });
    expect(s.delivered()).toMatchObject([
      { channel: 'alimtalk', to: '01023456789', template: LOCAL_SOLAPI_TEMPLATE_ID, event_id: answered.event_id },
    ]);
    expect(settled[0]?.deliveries[0]).toMatchObject({ status: 'sent', provider_ref: stringMatching(/^M4V/) });
  });

  it('sends staff SMS too when a staff phone is set, in the same Solapi request as the answers', async () => {
    const { queue } = recordingQueue([event(), answer()]);
    await drainBatch(configOf({ ...ENV, NOTIFY_STAFF_PHONE: '010-9999-0000' }), queue, 50);
    expect(s.requests.filter((r) => r.url.includes('/local-solapi/'))).toHaveLength(1);
    expect(
      s
        .delivered()
        .map((m) => `${m.channel} ${m.to}`)
        .sort(),
    ).toEqual(['alimtalk 01023456789', 'sms 01099990000', 'webhook staff']);
  });

  it('with no staff channel configured sends nothing, logs one line and archives the events', async () => {
    const { queue, settled } = recordingQueue([event(), event({ kind: 'partnership_filed', company: '꽃집' })]);
    const { NOTIFY_STAFF_WEBHOOK_URL: _off, ...env } = ENV;
    await drainBatch(configOf(env), queue, 50);
    expect(s.requests).toEqual([]);
    expect(console.warn).toHaveBeenCalledTimes(1);
    expect(vi.mocked(console.warn).mock.calls[0]?.[0]).toMatch(/staff alerts are off .* 2 new inquiries/);
    expect(settled.map((o) => o.retry_in_seconds)).toEqual([null, null]);
  });

  it('never sends a target again that an earlier attempt sent', async () => {
    const { queue, settled } = recordingQueue([
      event({ deliveries: { staff_webhook: { status: 'sent', since: '2026-11-23T05:05:01Z' } } }),
    ]);
    await drainBatch(configOf(ENV), queue, 50);
    expect(s.requests).toEqual([]);
    expect(settled).toEqual([expect.objectContaining({ retry_in_seconds: null, deliveries: [] })]);
  });

  it('does not resend a webhook an attempt left "sending" (it may have gone out), and reports it as unknown', async () => {
    const { queue, settled } = recordingQueue([
      event({ read_ct: 2, deliveries: { staff_webhook: { status: 'sending', since: new Date().toISOString() } } }),
    ]);
    await drainBatch(configOf(ENV), queue, 50);
    expect(s.requests).toEqual([]);
    expect(settled[0]).toMatchObject({
      retry_in_seconds: null,
      deliveries: [{ target: 'staff_webhook', status: 'unknown' }],
    });
  });

  it('asks Solapi about a 알림톡 an attempt left "sending": one Solapi has is recorded as sent, not sent again', async () => {
    const answered = answer();
    const since = new Date().toISOString();
    await drainBatch(configOf(ENV), recordingQueue([answered]).queue, 50);
    const again = recordingQueue([
      { ...answered, read_ct: 2, deliveries: { member_alimtalk: { status: 'sending', since } } },
    ]);
    await drainBatch(configOf(ENV), again.queue, 50);
    expect(s.delivered()).toHaveLength(1);
    expect(again.begun).toEqual([]);
    expect(again.settled[0]).toMatchObject({
      retry_in_seconds: null,
      deliveries: [{ status: 'sent', provider_ref: stringMatching(/^M4V/) }],
    });
  });

  it('sends a 알림톡 an attempt left "sending" that Solapi never got, once', async () => {
    const { queue, settled } = recordingQueue([
      answer({ read_ct: 2, deliveries: { member_alimtalk: { status: 'sending', since: new Date().toISOString() } } }),
    ]);
    await drainBatch(configOf(ENV), queue, 50);
    expect(s.delivered()).toMatchObject([{ channel: 'alimtalk', to: '01023456789' }]);
    expect(settled[0]).toMatchObject({ retry_in_seconds: null, deliveries: [{ status: 'sent' }] });
  });

  it('archives an event whose inquiry no longer exists without sending', async () => {
    const { queue, settled } = recordingQueue([event({ receipt_no: null as unknown as string })]);
    await drainBatch(configOf(ENV), queue, 50);
    expect(s.requests).toEqual([]);
    expect(settled).toEqual([expect.objectContaining({ retry_in_seconds: null, deliveries: [] })]);
  });
});
