// @vitest-environment node
// One drain of the queue when sending fails: what is retried and when, and what is given up
// for staff to see (tests/support/notify-drain.ts sets the provider stand-ins up).
import { describe, expect, it } from 'vitest';

import { stringContaining } from '../../../tests/support/matchers.ts';
import { answer, configOf, ENV, recordingQueue, useProviderStandIns } from '../../../tests/support/notify-drain.ts';
import { drainBatch } from './drain.ts';

const s = useProviderStandIns();

describe('a drain that cannot send', () => {
  it('when Solapi does not answer in time, records unknown and tries again later, when it asks before sending', async () => {
    s.solapiTimesOut = true;
    const answered = answer();
    const first = recordingQueue([answered]);
    await drainBatch(configOf(ENV), first.queue, 50);
    expect(first.settled[0]).toMatchObject({ retry_in_seconds: 5, deliveries: [{ status: 'unknown' }] });
    s.solapiTimesOut = false;
    const second = recordingQueue([
      {
        ...answered,
        read_ct: 2,
        deliveries: { member_alimtalk: { status: 'unknown', since: new Date(Date.now() - 1000).toISOString() } },
      },
    ]);
    await drainBatch(configOf(ENV), second.queue, 50);
    // The timed-out request had reached Solapi: the member got it once, and it is not sent again.
    expect(s.delivered()).toHaveLength(1);
    expect(second.settled[0]).toMatchObject({ retry_in_seconds: null, deliveries: [{ status: 'sent' }] });
  });

  it('in an outage keeps the event for a retry after 5 s, then 20 s, then 80 s', async () => {
    for (const [readCount, delay] of [
      [1, 5],
      [2, 20],
      [3, 80],
    ] as const) {
      s.inbox.failNext(1);
      const { queue, settled } = recordingQueue([answer({ read_ct: readCount })]);
      await drainBatch(configOf(ENV), queue, 50);
      expect(settled[0]).toMatchObject({
        retry_in_seconds: delay,
        deliveries: [{ status: 'retrying', error: stringContaining('503') }],
      });
    }
    expect(s.delivered()).toEqual([]);
  });

  it('after the last attempt gives the event up as failed, for the staff view, and archives it', async () => {
    s.inbox.failNext(1);
    const { queue, settled } = recordingQueue([answer({ read_ct: 8 })]);
    const tally = await drainBatch(configOf(ENV), queue, 50);
    expect(tally.failed).toBe(1);
    expect(settled[0]).toMatchObject({
      retry_in_seconds: null,
      deliveries: [{ status: 'failed', error: stringContaining('gave up after 8 attempts') }],
    });
  });

  it('without Solapi settings records the answer notice as failed at once, sending nothing', async () => {
    const { SOLAPI_API_KEY: _off, ...env } = ENV;
    const { queue, settled } = recordingQueue([answer()]);
    await drainBatch(configOf(env), queue, 50);
    expect(s.requests).toEqual([]);
    expect(settled[0]).toMatchObject({
      retry_in_seconds: null,
      deliveries: [{ status: 'failed', error: stringContaining('SOLAPI_') }],
    });
  });

  it('a message Solapi refuses outright (an unregistered sender) fails without retrying', async () => {
    const { queue, settled } = recordingQueue([answer()]);
    await drainBatch(configOf({ ...ENV, SOLAPI_SENDER: '0299998888' }), queue, 50);
    expect(settled[0]).toMatchObject({
      retry_in_seconds: null,
      deliveries: [{ status: 'failed', error: stringContaining('발신번호') }],
    });
  });
});
