// The inbox API (messaging/index.ts) from Node, for the tests and the notification benchmark:
// read, empty, fail the next sends, and wait for a message without fixed sleeps.
import type { InboxMessage } from './inbox.ts';

interface InboxClient {
  list(): Promise<InboxMessage[]>;
  clear(): Promise<void>;
  failNext(count: number): Promise<void>;
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
    failNext: async (count) => void (await call('POST', 'fail', { count })),
    async waitFor(pick, timeoutMs = 10_000) {
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
