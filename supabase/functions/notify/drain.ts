// One batch of the queue, start to finish: claim the events, decide each event's messages,
// mark them `sending`, send, and settle. Never twice: a target already sent is skipped, and
// one an earlier attempt left `sending` (it died before recording the result) is reported
// for staff as `unknown` instead of being sent again. Never lost: a message the provider did
// not take is retried with a growing delay, and after the last attempt stays visible for
// staff as `failed`.
import { answerNotice, staffAlertText } from './compose.ts';
import { retryDelaySeconds, type NotifyConfig } from './config.ts';
import type { ClaimedEvent, DeliveryOutcome, DeliveryRecord, DeliveryStatus, EventOutcome, QueueClient, Target } from './queue.ts';
import { sendMessages, type OutgoingMessage, type SendResult } from './solapi.ts';
import { postWebhook } from './webhook.ts';

/** How long claimed events stay invisible to other drains: longer than any send can take. */
export const LEASE_SECONDS = 60;

export type Tally = Record<DeliveryStatus, number> & { events: number };

type Plan = { record: DeliveryRecord } & (
  | { via: 'webhook'; url: string; text: string }
  | { via: 'solapi'; message: OutgoingMessage }
  | { via: 'none'; error: string }
);

function plansFor(event: ClaimedEvent, config: NotifyConfig): Plan[] {
  const record = (target: Target): DeliveryRecord => ({ event_id: event.event_id, target, kind: event.kind, receipt_no: event.receipt_no });
  const message = (target: Target, to: string, text: string) => ({ eventId: event.event_id, target, to: to.replace(/\D/g, ''), text });
  if (event.kind === 'answer_written') {
    if (!config.solapi || !config.siteUrl) {
      return [{ record: record('member_alimtalk'), via: 'none', error: 'SOLAPI_* or NOTIFY_SITE_URL secrets are not set' }];
    }
    const { variables, text } = answerNotice(event, config.siteUrl);
    return [{ record: record('member_alimtalk'), via: 'solapi', message: { ...message('member_alimtalk', event.tel, text), alimtalk: { variables } } }];
  }
  const text = staffAlertText(event, config.dashboardUrl);
  const plans: Plan[] = [];
  if (config.staffWebhookUrl) plans.push({ record: record('staff_webhook'), via: 'webhook', url: config.staffWebhookUrl, text });
  if (config.staffPhone && config.solapi) plans.push({ record: record('staff_sms'), via: 'solapi', message: message('staff_sms', config.staffPhone, text) });
  return plans;
}

const priorOf = (event: ClaimedEvent): Record<string, unknown> =>
  typeof event.deliveries === 'object' && event.deliveries !== null && !Array.isArray(event.deliveries) ? event.deliveries : {};

const outcome = (record: DeliveryRecord, result: Pick<SendResult, 'status' | 'error' | 'providerRef'>): DeliveryOutcome => ({
  ...record,
  status: result.status,
  error: result.error,
  provider_ref: result.providerRef,
});

async function send(plans: Plan[], config: NotifyConfig): Promise<Map<string, SendResult>> {
  const keyed = (plan: Plan) => `${plan.record.event_id}/${plan.record.target}`;
  const solapi = plans.flatMap((plan) => (plan.via === 'solapi' ? [plan.message] : []));
  const [fromSolapi, fromWebhooks] = await Promise.all([
    config.solapi ? sendMessages(config.solapi, solapi) : Promise.resolve(new Map<string, SendResult>()),
    Promise.all(plans.flatMap((plan) => (plan.via === 'webhook' ? [postWebhook(plan.url, plan.record.event_id, plan.text).then((r) => [keyed(plan), r] as const)] : []))),
  ]);
  return new Map([...fromSolapi, ...fromWebhooks]);
}

/** Claims up to `batchSize` events and handles them; the tally of what became of them. */
export async function drainBatch(config: NotifyConfig, queue: QueueClient, batchSize: number): Promise<Tally> {
  const events = await queue.claim(batchSize, LEASE_SECONDS);
  const tally: Tally = { events: events.length, sent: 0, retrying: 0, failed: 0, unknown: 0, skipped: 0 };
  const decided = new Map<string, DeliveryOutcome[]>(events.map((event) => [event.event_id, []]));
  const toSend: Plan[] = [];
  let unalerted = 0;

  for (const event of events) {
    if (!event.receipt_no) {
      console.warn(`[notify] event ${event.event_id} (${event.kind}): its inquiry no longer exists; archived without a message`);
      continue;
    }
    const plans = plansFor(event, config);
    if (plans.length === 0) unalerted += 1;
    const prior = priorOf(event);
    for (const plan of plans) {
      const before = prior[plan.record.target];
      if (before === 'sent' || before === 'skipped' || before === 'failed') continue;
      if (before === 'sending' || before === 'unknown') {
        const error = 'an earlier attempt stopped before its result was recorded; not sent again (check the provider)';
        decided.get(event.event_id)?.push(outcome(plan.record, { status: 'unknown', error, providerRef: null }));
      } else if (plan.via === 'none') {
        decided.get(event.event_id)?.push(outcome(plan.record, { status: 'failed', error: plan.error, providerRef: null }));
      } else toSend.push(plan);
    }
  }
  if (unalerted > 0) {
    console.warn(`[notify] staff alerts are off (set NOTIFY_STAFF_WEBHOOK_URL, or NOTIFY_STAFF_PHONE with the SOLAPI_* secrets): ${unalerted} new inquiries archived without an alert`);
  }

  await queue.begin(toSend.map((plan) => plan.record));
  const results = await send(toSend, config);
  for (const plan of toSend) {
    const result = results.get(`${plan.record.event_id}/${plan.record.target}`) ?? { status: 'unknown', error: 'no result', providerRef: null };
    decided.get(plan.record.event_id)?.push(outcome(plan.record, result));
  }

  const outcomes: EventOutcome[] = events.map((event) => {
    const deliveries = decided.get(event.event_id) ?? [];
    const retrying = deliveries.some((d) => d.status === 'retrying');
    const lastTry = event.read_ct >= config.maxAttempts;
    for (const delivery of deliveries) {
      if (delivery.status === 'retrying' && lastTry) {
        delivery.status = 'failed';
        delivery.error = `${delivery.error ?? ''} (gave up after ${event.read_ct} attempts)`.trim();
      }
      tally[delivery.status] += 1;
      if (delivery.status !== 'sent') console.warn(`[notify] ${event.receipt_no} ${delivery.target}: ${delivery.status}: ${delivery.error ?? ''}`);
    }
    return { msg_id: event.msg_id, retry_in_seconds: retrying && !lastTry ? retryDelaySeconds(event.read_ct, config.retryBaseSeconds) : null, deliveries };
  });
  await queue.settle(outcomes);
  return tally;
}
