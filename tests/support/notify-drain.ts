// Test-only: one drain of the notification queue against the local stack's provider stand-ins
// (Solapi, the webhook catcher and their inbox, called in-process) and a recording queue.
// Shared by supabase/functions/notify/drain*.test.ts.
import { afterEach, beforeEach, vi } from 'vitest';

import { type NotifyConfig, readConfig, type StaffCaps } from '../../supabase/functions/notify/config.ts';
import {
  type ClaimedEvent,
  deliveryKey,
  type DeliveryRecord,
  type EventOutcome,
  type QueueClient,
} from '../../supabase/functions/notify/queue.ts';
import { createInbox, type Inbox } from '../../tools/local-supabase/messaging/inbox.ts';
import { LOCAL_SOLAPI, LOCAL_SOLAPI_TEMPLATE_ID } from '../../tools/local-supabase/messaging/local-account.ts';
import { createSolapiStandIn } from '../../tools/local-supabase/messaging/solapi.ts';
import { createWebhookCatcher } from '../../tools/local-supabase/messaging/webhook.ts';

export const PROVIDERS = 'http://providers.test';
export const ENV = {
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

export function configOf(env: Record<string, string | undefined>): NotifyConfig {
  const config = readConfig(env);
  if ('missing' in config) throw new Error(`missing ${config.missing.join(', ')}`);
  return config;
}

let serial = 0;
export function event(fields: Partial<ClaimedEvent> = {}): ClaimedEvent {
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
    digest: null,
    code: '',
    ...fields,
  };
}
export const answer = (fields: Partial<ClaimedEvent> = {}) =>
  event({ kind: 'answer_written', tel: '010-2345-6789', ...fields });

/**
 * A queue that hands out one batch and records what the drain tells it. `hold` plays the
 * database's hourly cap: the staff alerts it picks are answered as held by begin().
 */
export function recordingQueue(batch: ClaimedEvent[], hold: (target: DeliveryRecord) => boolean = () => false) {
  const begun: DeliveryRecord[] = [];
  const caps: StaffCaps[] = [];
  const settled: EventOutcome[] = [];
  const queue: QueueClient = {
    claim: () => Promise.resolve(batch),
    begin: (targets, given) => {
      begun.push(...targets);
      caps.push(given);
      return Promise.resolve(new Set(targets.filter(hold).map(deliveryKey)));
    },
    settle: (outcomes) => {
      settled.push(...outcomes);
      return Promise.resolve();
    },
  };
  return { queue, begun, caps, settled };
}

export interface StandIns {
  inbox: Inbox;
  /** Every request the drain made, in order (clones: their bodies can still be read). */
  requests: Request[];
  /** Solapi takes the message but its answer never comes back in time. */
  solapiTimesOut: boolean;
  /** When set, fetch throws what it returns for a request (undefined: the stand-in answers). */
  fetchThrows: ((request: Request) => Error | undefined) | undefined;
  /** The messages that reached a phone or the staff channel. */
  delivered(): ReturnType<Inbox['entries']>[number]['message'][];
}

/** Fresh stand-ins before each test of the calling file; fetch goes to them. */
export function useProviderStandIns(): StandIns {
  const state: StandIns = {
    inbox: createInbox(),
    requests: [],
    solapiTimesOut: false,
    fetchThrows: undefined,
    delivered: () =>
      state.inbox
        .entries()
        .map((e) => e.message)
        .filter((m) => m.status === 'delivered'),
  };
  beforeEach(() => {
    state.inbox = createInbox();
    state.requests = [];
    state.solapiTimesOut = false;
    state.fetchThrows = undefined;
    const solapi = createSolapiStandIn(state.inbox, LOCAL_SOLAPI);
    const webhook = createWebhookCatcher(state.inbox);
    vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
      const request = new Request(input, init);
      state.requests.push(request.clone());
      const thrown = state.fetchThrows?.(request);
      if (thrown) throw thrown;
      const path = new URL(request.url).pathname;
      if (!path.startsWith('/local-solapi/')) return webhook(request);
      const answer = await solapi(request);
      if (state.solapiTimesOut && request.method === 'POST')
        throw new DOMException('The operation timed out.', 'TimeoutError');
      return answer;
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  return state;
}
