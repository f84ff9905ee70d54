// The database side of a drain, over PostgREST with the service role key: the three
// functions of migration 20261123000600 (notify_claim, notify_begin, notify_settle).
import type { Database } from '../_shared/database.types.ts';

type Functions = Database['public']['Functions'];
export type ClaimedEvent = Functions['notify_claim']['Returns'][number];

export type Target = 'staff_webhook' | 'staff_sms' | 'member_alimtalk';
export type DeliveryStatus = 'sent' | 'retrying' | 'failed' | 'unknown' | 'skipped';

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
  begin(targets: DeliveryRecord[]): Promise<void>;
  settle(outcomes: EventOutcome[]): Promise<void>;
}

export function queueClient(supabaseUrl: string, serviceRoleKey: string): QueueClient {
  async function rpc(name: keyof Functions, args: Record<string, unknown>): Promise<unknown> {
    const response = await fetch(`${supabaseUrl}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: {
        apikey: serviceRoleKey,
        authorization: `Bearer ${serviceRoleKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(args),
      signal: AbortSignal.timeout(20_000),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${name} answered ${response.status}: ${text}`);
    return text ? (JSON.parse(text) as unknown) : null;
  }
  return {
    claim: async (batchSize, leaseSeconds) => {
      const rows = await rpc('notify_claim', { batch_size: batchSize, lease_seconds: leaseSeconds });
      if (!Array.isArray(rows)) throw new Error('notify_claim did not answer with a list');
      return rows as ClaimedEvent[];
    },
    begin: async (targets) => {
      if (targets.length > 0) await rpc('notify_begin', { targets });
    },
    settle: async (outcomes) => {
      if (outcomes.length > 0) await rpc('notify_settle', { outcomes });
    },
  };
}
