// The inbox API (messaging/index.ts) from Node, for the tests and the notification benchmark:
// read, empty, fail the next sends, and wait for a message without fixed sleeps.
import type { ErrorReport } from '../tracker/reports.ts';
import type { InboxMessage, OutageService } from './inbox.ts';

interface InboxClient {
  list(): Promise<InboxMessage[]>;
  clear(): Promise<void>;
  /** The next `count` sends (of one service, or of any) fail as in an outage; 0 ends it. */
  failNext(count: number, service?: OutageService): Promise<void>;
  /** The error reports the local tracker received, newest first. */
  reports(): Promise<ErrorReport[]>;
  clearReports(): Promise<void>;
  /** Polls until `pick` finds something in the inbox (newest first), or fails after `timeoutMs`. */
  waitFor<T>(pick: (messages: InboxMessage[]) => T | undefined, timeoutMs?: number): Promise<T>;
}

export function inboxClient(supabaseUrl: string, serviceRoleKey: string, pollMs = 100): InboxClient {
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${supabaseUrl}/inbox/v1/${path}`, {
      method,
      headers: { apikey: serviceRoleKey, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`inbox ${method} ${path}: ${response.status} ${await response.text()}`);
    return response;
  };
  const list = async () => (await (await call('GET', 'messages')).json()) as InboxMessage[];
  return {
    list,
    clear: async () => void (await call('DELETE', 'messages')),
    failNext: async (count, service) => void (await call('POST', 'fail', { count, ...(service ? { service } : {}) })),
    reports: async () => (await (await call('GET', 'reports')).json()) as ErrorReport[],
    clearReports: async () => void (await call('DELETE', 'reports')),
    // A ceiling for a message that never comes, not a verdict: a delivery through the queue,
    // pg_net and cron took over 10 s beside busy programs.
    async waitFor(pick, timeoutMs = 90_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = pick(await list());
        if (found !== undefined) return found;
        if (Date.now() > until) throw new Error(`the inbox did not get the expected message within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, pollMs));
      }
    },
  };
}
