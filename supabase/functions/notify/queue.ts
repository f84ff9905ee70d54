// The database side of a drain, over PostgREST with the secret key: the three functions of
// supabase/migrations/*_notifications.sql (notify_claim, notify_begin, notify_settle).
import type { Database } from '../_shared/database.types.ts';
import { describeFailure, scrub } from '../_shared/failure-text.ts';
import { apiKeyHeaders } from '../_shared/keys.ts';
import type { StaffCaps } from './config.ts';

type Functions = Database['public']['Functions'];
export type ClaimedEvent = Functions['notify_claim']['Returns'][number];

export type Target = 'staff_webhook' | 'staff_sms' | 'member_alimtalk' | 'member_sms';
/** held: a staff alert over the hour's cap, announced by the hour's digest instead. */
export type DeliveryStatus = 'sent' | 'retrying' | 'failed' | 'unknown' | 'skipped' | 'held';

export interface DeliveryRecord {
  event_id: string;
  target: Target;
  kind: string;
  receipt_no: string | null;
}

export interface DeliveryOutcome extends DeliveryRecord {
  status: DeliveryStatus;
  error: string | null;
  provider_ref: string | null;
}

export interface EventOutcome {
  msg_id: number;
  /** Null: done, archive it. Otherwise: try again after this many seconds. */
  retry_in_seconds: number | null;
  deliveries: DeliveryOutcome[];
}

export interface QueueClient {
  claim(batchSize: number, leaseSeconds: number): Promise<ClaimedEvent[]>;
  /** Marks the targets `sending`; answers the staff alerts held over the cap (`eventId/target`). */
  begin(targets: DeliveryRecord[], caps: StaffCaps): Promise<Set<string>>;
  settle(outcomes: EventOutcome[]): Promise<void>;
}

export const deliveryKey = (record: Pick<DeliveryRecord, 'event_id' | 'target'>) =>
  `${record.event_id}/${record.target}`;

/** A failed call says which function and how, never what was sent (numbers, keys). */
export class QueueError extends Error {
  override readonly name = 'QueueError';
}

export function queueClient(supabaseUrl: string, secretKey: string): QueueClient {
  async function rpc(name: keyof Functions, args: Record<string, unknown>): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${supabaseUrl}/rest/v1/rpc/${name}`, {
        method: 'POST',
        headers: { ...apiKeyHeaders(secretKey), 'content-type': 'application/json' },
        body: JSON.stringify(args),
        signal: AbortSignal.timeout(20_000),
      });
    } catch (error) {
      throw new QueueError(`${name} ${describeFailure(error)}`);
    }
    const text = await response.text();
    if (!response.ok) throw new QueueError(`${name} answered ${response.status}: ${scrub(text, [secretKey])}`);
    return text ? (JSON.parse(text) as unknown) : null;
  }
  return {
    claim: async (batchSize, leaseSeconds) => {
      const rows = await rpc('notify_claim', { batch_size: batchSize, lease_seconds: leaseSeconds });
      if (!Array.isArray(rows)) throw new QueueError('notify_claim did not answer with a list');
      return rows as ClaimedEvent[];
    },
    begin: async (targets, caps) => {
      if (targets.length === 0) return new Set();
      const held = await rpc('notify_begin', { targets, caps });
      if (!Array.isArray(held)) throw new QueueError('notify_begin did not answer with a list');
      return new Set((held as DeliveryRecord[]).map(deliveryKey));
    },
    settle: async (outcomes) => {
      if (outcomes.length > 0) await rpc('notify_settle', { outcomes });
    },
  };
}
