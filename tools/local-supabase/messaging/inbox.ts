// The message inbox of the local stack, the way Supabase's local stack catches e-mail: every
// 알림톡, SMS and webhook the notify function sends lands here instead of at a provider.
// Tests and tools read it through GET /inbox/v1/messages (inbox-api.ts), whose shape is a
// contract; a person reads it at /inbox. Kept in memory: a restart empties it.
import { randomUUID } from 'node:crypto';

export type InboxChannel = 'alimtalk' | 'sms' | 'webhook';
/** delivered: the phone or messenger got it. failed: the provider refused it (outage, template mismatch). */
type InboxStatus = 'delivered' | 'failed';

/** Exactly what GET /inbox/v1/messages returns for each message. */
export interface InboxMessage {
  id: string;
  channel: InboxChannel;
  /** Digits of the phone number, or the webhook's path. */
  to: string;
  template: string | null;
  text: string;
  event_id: string | null;
  status: InboxStatus;
  created_at: string;
}

/** A message with the stand-in's note on what happened (shown on the /inbox page only). */
export interface InboxEntry {
  message: InboxMessage;
  note: string;
}

export interface Inbox {
  record(message: Omit<InboxMessage, 'id' | 'created_at'>, note: string): InboxMessage;
  /** Newest first. */
  entries(): InboxEntry[];
  clear(): void;
  /** The next `count` sends fail as in a provider outage: of one service, or of any (0 ends it). */
  failNext(count: number, service?: OutageService): void;
  /** Whether this send to `service` is one of them (counts it). */
  takeOutage(service: OutageService): boolean;
}

/** The stand-ins a test can take down: Solapi (알림톡 and SMS) or the incoming webhook. */
export type OutageService = 'solapi' | 'webhook';

/** Enough for a benchmark's burst and then some; the oldest go first. */
const CAPACITY = 20_000;

export function createInbox(): Inbox {
  let stored: InboxEntry[] = [];
  // Sends that fail next: of any service, and of each one (used first).
  const failures = { any: 0, solapi: 0, webhook: 0 };
  return {
    record(fields, note) {
      const message: InboxMessage = { id: randomUUID(), ...fields, created_at: new Date().toISOString() };
      stored.push({ message, note });
      if (stored.length > CAPACITY) stored = stored.slice(-CAPACITY);
      return message;
    },
    entries: () => stored.toReversed(),
    clear() {
      stored = [];
    },
    failNext(count, service) {
      failures[service ?? 'any'] = count;
    },
    takeOutage(service) {
      const which = failures[service] > 0 ? service : failures.any > 0 ? 'any' : undefined;
      if (!which) return false;
      failures[which] -= 1;
      return true;
    },
  };
}
