// One batch of the queue, start to finish: claim the events, decide each event's messages,
// mark them `sending` (or `held`, a staff alert over the hour's cap: the hour's digest will
// announce it), send, and settle. Never twice: a target already sent, held or digested is
// skipped, and one an earlier attempt may have sent is looked up at the provider first
// (reconcile.ts). Never lost: a message the provider did not take is retried with a growing
// delay, and after the last attempt stays visible for staff as `failed` (or `unknown`, if
// nobody can tell). No error text kept or logged carries a secret or a phone number.
import { scrub } from '../_shared/failure-text.ts';
import { type NotifyConfig, retryDelaySeconds, secretsOf } from './config.ts';
import { MEMBER_KINDS, PHONE_CODE, type Plan, plansFor, STAFF_SETTINGS } from './plans.ts';
import {
  type ClaimedEvent,
  deliveryKey,
  type DeliveryOutcome,
  type DeliveryRecord,
  type DeliveryStatus,
  type EventOutcome,
  type QueueClient,
} from './queue.ts';
import { type Doubtful, reconcile } from './reconcile.ts';
import { sendMessages, type SendResult } from './solapi.ts';
import { postWebhook } from './webhook.ts';

/** How long claimed events stay invisible to other drains: longer than any send can take. */
const LEASE_SECONDS = 60;

export type Tally = Record<DeliveryStatus, number> & { events: number };

/** The event's earlier outcomes, target → {status, since}, as notify_claim reports them. */
function priorOf(event: ClaimedEvent): Record<string, { status?: unknown; since?: unknown }> {
  const deliveries = event.deliveries;
  return typeof deliveries === 'object' && deliveries !== null && !Array.isArray(deliveries)
    ? (deliveries as Record<string, { status?: unknown; since?: unknown }>)
    : {};
}

const outcome = (record: DeliveryRecord, result: SendResult): DeliveryOutcome => ({
  ...record,
  status: result.status,
  error: result.error,
  provider_ref: result.providerRef,
});
const keyOf = deliveryKey;
/** Statuses after which a target is never tried again. */
const FINAL = new Set(['sent', 'skipped', 'failed', 'held', 'digested']);

async function send(plans: Plan[], config: NotifyConfig): Promise<Map<string, SendResult>> {
  const solapi = plans.flatMap((plan) => (plan.via === 'solapi' ? [plan.message] : []));
  const [fromSolapi, fromWebhooks] = await Promise.all([
    config.solapi ? sendMessages(config.solapi, solapi) : Promise.resolve(new Map<string, SendResult>()),
    Promise.all(
      plans.flatMap((plan) =>
        plan.via === 'webhook'
          ? [postWebhook(plan.url, plan.record.event_id, plan.text).then((r) => [keyOf(plan.record), r] as const)]
          : [],
      ),
    ),
  ]);
  return new Map([...fromSolapi, ...fromWebhooks]);
}

/**
 * Why an event can have no message: a member's message goes to a proven number only, and
 * notify_claim gives none when the member proved none (or the consent, the code or the account
 * is gone); a staff alert needs the inquiry it names.
 */
function unsendable(event: ClaimedEvent): string | undefined {
  if (MEMBER_KINDS.has(event.kind)) {
    if (!event.tel) return 'no proven number, or what it was about no longer exists';
    if (event.kind === PHONE_CODE && !event.code) return 'the code expired before it could be sent';
    return undefined;
  }
  return !event.receipt_no && event.kind !== 'staff_digest' ? 'its inquiry no longer exists' : undefined;
}

/** Claims up to `batchSize` events and handles them; the tally of what became of them. */
export async function drainBatch(config: NotifyConfig, queue: QueueClient, batchSize: number): Promise<Tally> {
  const events = await queue.claim(batchSize, LEASE_SECONDS);
  const tally: Tally = { events: events.length, sent: 0, retrying: 0, failed: 0, unknown: 0, skipped: 0, held: 0 };
  const decided = new Map<string, DeliveryOutcome[]>(events.map((event) => [event.event_id, []]));
  const decide = (delivery: DeliveryOutcome) => decided.get(delivery.event_id)?.push(delivery);
  const toSend: Plan[] = [];
  const doubtful: Array<Doubtful & { plan: Plan }> = [];
  let unalerted = 0;

  for (const event of events) {
    const why = unsendable(event);
    if (why) {
      console.warn(`[notify] event ${event.event_id} (${event.kind}): ${why}; archived without a message`);
      continue;
    }
    const plans = plansFor(event, config);
    if (plans.length === 0 && event.kind !== 'staff_digest') unalerted += 1;
    const prior = priorOf(event);
    for (const plan of plans) {
      const before = prior[plan.record.target];
      if (typeof before?.status === 'string' && FINAL.has(before.status)) continue;
      if (before?.status === 'sending' || before?.status === 'unknown') {
        doubtful.push({
          plan,
          record: plan.record,
          message: plan.via === 'solapi' ? plan.message : undefined,
          since: String(before.since),
        });
      } else if (plan.via === 'none')
        decide({ ...plan.record, status: 'failed', error: plan.error, provider_ref: null });
      else toSend.push(plan);
    }
  }
  if (unalerted > 0) {
    console.warn(
      `[notify] staff alerts are off (set ${STAFF_SETTINGS}): ${unalerted} new inquiries archived without an alert`,
    );
  }

  const checked = await reconcile(config.solapi, doubtful);
  checked.outcomes.forEach(decide);
  toSend.push(...doubtful.filter((item) => checked.resend.includes(item)).map((item) => item.plan));

  const held = await queue.begin(
    toSend.map((plan) => plan.record),
    config.staffCaps,
  );
  for (const plan of toSend)
    if (held.has(keyOf(plan.record))) decide({ ...plan.record, status: 'held', error: null, provider_ref: null });
  const sending = toSend.filter((plan) => !held.has(keyOf(plan.record)));
  const results = await send(sending, config);
  const secrets = secretsOf(config);
  for (const plan of sending) {
    const result = results.get(keyOf(plan.record)) ?? { status: 'unknown', error: 'no result', providerRef: null };
    decide(outcome(plan.record, { ...result, error: result.error && scrub(result.error, secrets) }));
  }

  const outcomes: EventOutcome[] = events.map((event) => {
    const deliveries = decided.get(event.event_id) ?? [];
    // A Solapi message whose outcome is unknown is tried again: the next attempt asks Solapi first.
    const again = deliveries.some(
      (d) => d.status === 'retrying' || (d.status === 'unknown' && d.target !== 'staff_webhook'),
    );
    const lastTry = event.read_ct >= config.maxAttempts;
    for (const delivery of deliveries) {
      if (delivery.status === 'retrying' && lastTry) {
        delivery.status = 'failed';
        delivery.error = `${delivery.error ?? ''} (gave up after ${event.read_ct} attempts)`.trim();
      }
      tally[delivery.status] += 1;
      if (delivery.status !== 'sent')
        console.warn(`[notify] ${event.receipt_no} ${delivery.target}: ${delivery.status}: ${delivery.error ?? ''}`);
    }
    return {
      msg_id: event.msg_id,
      retry_in_seconds: again && !lastTry ? retryDelaySeconds(event.read_ct, config.retryBaseSeconds) : null,
      deliveries,
    };
  });
  await queue.settle(outcomes);
  return tally;
}
