// @vitest-environment node
// Staff alerts over the hour's cap: the database (notify_begin) holds them, the drain sends
// nothing for them, and the hour's digest goes out once, on its channel, naming each of them.
import { describe, expect, it } from 'vitest';

import { configOf, ENV, event, recordingQueue, useProviderStandIns } from '../../../tests/support/notify-drain.ts';
import { drainBatch } from './drain.ts';

const s = useProviderStandIns();
const WITH_PHONE = { ...ENV, NOTIFY_STAFF_PHONE: '010-9999-8888' };

const digestEvent = (channel: 'staff_webhook' | 'staff_sms', receipts: string[]) =>
  event({
    kind: 'staff_digest',
    receipt_no: '',
    sector: '',
    digest: {
      channel,
      hour: '2026-11-27T05:00:00Z',
      held: receipts.map((receipt_no) => ({ kind: 'partnership_filed', receipt_no })),
    },
  });

describe('the hourly cap of staff alerts', () => {
  it('passes the configured caps to the database and sends nothing it holds', async () => {
    const filed = event({ kind: 'partnership_filed', company: '꽃집' });
    const { queue, caps, settled } = recordingQueue([filed], (target) => target.target === 'staff_sms');
    const tally = await drainBatch(
      configOf({ ...WITH_PHONE, NOTIFY_STAFF_SMS_PER_HOUR: '3', NOTIFY_STAFF_WEBHOOK_PER_HOUR: '9' }),
      queue,
      50,
    );
    expect(caps).toEqual([{ staff_sms: 3, staff_webhook: 9 }]);
    expect(s.delivered().map((m) => m.channel)).toEqual(['webhook']);
    expect(tally).toMatchObject({ sent: 1, held: 1 });
    expect(settled[0]?.retry_in_seconds).toBeNull();
    const statuses = settled[0]?.deliveries.map((d) => [d.target, d.status, d.error]);
    expect(statuses).toEqual([
      ['staff_sms', 'held', null],
      ['staff_webhook', 'sent', null],
    ]);
  });

  it('never tries a held or digested alert again when its event comes back for another target', async () => {
    const since = new Date().toISOString();
    const retried = event({
      read_ct: 2,
      deliveries: { staff_sms: { status: 'held', since }, staff_webhook: { status: 'retrying', since } },
    });
    const { queue, begun } = recordingQueue([retried]);
    await drainBatch(configOf(WITH_PHONE), queue, 50);
    expect(begun.map((record) => record.target)).toEqual(['staff_webhook']);
    expect(s.delivered().map((m) => m.channel)).toEqual(['webhook']);
  });

  it('sends the hour’s digest once, as one SMS naming every held inquiry', async () => {
    const digest = digestEvent('staff_sms', ['261127-0021', '261127-0022', '261127-0023']);
    const { queue, settled } = recordingQueue([digest]);
    await drainBatch(configOf(WITH_PHONE), queue, 50);
    const [sms, ...others] = s.delivered();
    expect(others).toEqual([]);
    expect(sms).toMatchObject({ channel: 'sms', to: '01099998888', event_id: digest.event_id });
    expect(sms?.text).toContain('[소담POS] 알림 한도를 넘은 문의 3건');
    expect(sms?.text).toContain('제휴 문의 3건: 261127-0021, 261127-0022, 261127-0023');
    expect(settled[0]).toEqual({
      msg_id: digest.msg_id,
      retry_in_seconds: null,
      deliveries: [expect.objectContaining({ target: 'staff_sms', kind: 'staff_digest', status: 'sent' })],
    });
  });

  it('sends a webhook digest to the webhook only', async () => {
    const { queue } = recordingQueue([digestEvent('staff_webhook', ['261127-0061'])]);
    await drainBatch(configOf(WITH_PHONE), queue, 50);
    expect(s.delivered().map((m) => m.channel)).toEqual(['webhook']);
    expect(s.delivered()[0]?.text).toContain('제휴 문의 1건: 261127-0061');
  });

  it('archives a digest with nothing left to announce, sending nothing', async () => {
    const { queue, settled } = recordingQueue([digestEvent('staff_sms', [])]);
    await drainBatch(configOf(WITH_PHONE), queue, 50);
    expect(s.requests).toEqual([]);
    expect(settled.map((o) => [o.retry_in_seconds, o.deliveries.length])).toEqual([[null, 0]]);
  });
});
