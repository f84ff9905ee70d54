// Helpers for the notification tests (local and e2e): the events an inquiry queued, read from
// the stack's Postgres the way staff would in the SQL editor, and waiting until the notify
// function has finished with one (archived), so "exactly once" is checked after the fact
// instead of after a fixed sleep.
import pg from 'pg';

export interface QueuedEvent {
  event_id: string;
  kind: string;
  archived: boolean;
}

export interface NotificationDb {
  /** Events about one inquiry (queued or archived), oldest first. */
  eventsOf(subjectId: string): Promise<QueuedEvent[]>;
  /** Waits until the event is archived (the function is done with it). */
  settled(eventId: string, timeoutMs?: number): Promise<void>;
  /** What the delivery records say about an event, target → status. */
  deliveries(eventId: string): Promise<Record<string, string>>;
  query<R extends object>(text: string, params?: unknown[]): Promise<R[]>;
  end(): Promise<void>;
}

export async function notificationDb(dbUrl: string): Promise<NotificationDb> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  // The local stack's PGlite serves every connection through one queue, message by message
  // (@electric-sql/pglite-socket), so a parameterised query's Parse and Bind can have PostgREST's
  // own unnamed statement land between them ("unnamed prepared statement does not exist", seen
  // beside busy programs). A query without parameters goes as one simple-protocol message.
  const query = async <R extends object>(text: string, params: unknown[] = []) =>
    (await client.query<R>(inlineParams(text, params, (value) => client.escapeLiteral(value)))).rows;
  return {
    query,
    eventsOf: (subjectId) =>
      query<QueuedEvent>(
        `select message ->> 'event_id' as event_id, message ->> 'kind' as kind, archived from (
           select msg_id, message, false as archived from pgmq.q_notifications
           union all select msg_id, message, true from pgmq.a_notifications) as e
          where message ->> 'subject_id' = $1 order by msg_id`,
        [subjectId],
      ),
    // A ceiling for an event that never settles, not a verdict (over 30 s beside busy programs).
    async settled(eventId, timeoutMs = 90_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const [row] = await query<{ done: boolean }>(
          `select exists (select 1 from pgmq.a_notifications where message ->> 'event_id' = $1) as done`,
          [eventId],
        );
        if (row?.done) return;
        if (Date.now() > until) throw new Error(`event ${eventId} was not settled within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async deliveries(eventId) {
      const rows = await query<{ target: string; status: string }>(
        'select target, status from private.notification_deliveries where event_id = $1',
        [eventId],
      );
      return Object.fromEntries(rows.map((row) => [row.target, row.status]));
    },
    end: () => client.end(),
  };
}

/** `$1`… replaced by quoted literals (null stays null), for the simple query protocol. */
export function inlineParams(text: string, params: readonly unknown[], quote: (value: string) => string): string {
  return text.replace(/\$(\d+)\b/g, (_, index: string) => {
    const value = params[Number(index) - 1];
    if (value === null || value === undefined) return 'null';
    return quote(typeof value === 'string' ? value : JSON.stringify(value));
  });
}
