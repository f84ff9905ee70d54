// `npm run bench -- notify [--answers 1000 --mode each|single]`: writes a burst of answers on a
// fresh local stack and measures the notification loop end to end (trigger → queue → pg_net →
// notify → Solapi stand-in → inbox). Mode `each` (default): every answer is its own PATCH (one
// transaction, as staff answering one by one), sent as fast as PostgREST takes them. Mode
// `single`: one PATCH answers them all in one transaction, which measures the drain alone.
// Reports the time from each answer (answered_at)
// to its 알림톡 in the inbox, median and p95, and the drain rate, and checks that every answer
// was delivered exactly once. A measurement, not a test: it prints numbers and exits non-zero
// only if a message was lost or doubled.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import { inboxClient } from '../local-supabase/messaging/inbox-client.ts';
import { startLocalStack } from '../local-supabase/stack.ts';

const { values } = parseArgs({
  options: {
    answers: { type: 'string', default: '1000' },
    concurrency: { type: 'string', default: '16' },
    mode: { type: 'string', default: 'each' },
  },
});
const COUNT = Number(values.answers);
const SINGLE = values.mode === 'single';
const CONCURRENCY = Number(values.concurrency);
const MEMBER = '11111111-1111-4111-8111-111111111111'; // seed.sql: 김민준

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const phone = (n: number) =>
  `010-7${String(Math.floor(n / 10_000)).padStart(3, '0')}-${String(n % 10_000).padStart(4, '0')}`;

const dataDir = mkdtempSync(join(tmpdir(), 'sodam-bench-'));
// The 1,000 inquiries are the set-up, not what is measured: their staff alerts must all go out
// for the wait below, so the hourly caps of staff alerts are lifted here.
const stack = await startLocalStack({
  port: 0,
  dbPort: 0,
  dataDir,
  fresh: true,
  functionSecrets: { NOTIFY_STAFF_WEBHOOK_PER_HOUR: String(COUNT * 2), NOTIFY_STAFF_SMS_PER_HOUR: String(COUNT * 2) },
});
const inbox = inboxClient(stack.url, stack.serviceRoleKey, 250);
const rest = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
  const response = await fetch(`${stack.url}/rest/v1/${path}`, {
    method,
    headers: {
      apikey: stack.serviceRoleKey,
      authorization: `Bearer ${stack.serviceRoleKey}`,
      'content-type': 'application/json',
      prefer: 'return=representation',
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
};

try {
  console.log(`stack up in ${(stack.startupMs / 1000).toFixed(1)} s; filing ${COUNT} inquiries (each alerts staff)…`);
  const rows = Array.from({ length: COUNT }, (_, n) => ({
    user_id: MEMBER,
    name: '김민준',
    tel: phone(n),
    sector: '벤치마크',
    content: `벤치마크 문의 ${n}`,
    privacy_consent: true,
  }));
  const inquiries = await rest<{ id: string }[]>('POST', 'inquiries?select=id', rows);
  await inbox.waitFor(
    (messages) => (messages.filter((m) => m.channel === 'webhook').length >= COUNT ? true : undefined),
    300_000,
  );
  await inbox.clear();

  console.log(
    SINGLE
      ? `writing ${COUNT} answers in one transaction…`
      : `writing ${COUNT} answers, ${CONCURRENCY} requests at a time…`,
  );
  const burstStarted = Date.now();
  const answeredAt = new Map<string, number>();
  const record = (rows: { tel: string; answered_at: string }[]) => {
    for (const row of rows) answeredAt.set(row.tel.replace(/-/g, ''), Date.parse(row.answered_at));
  };
  if (SINGLE) {
    record(
      await rest('PATCH', `inquiries?sector=eq.${encodeURIComponent('벤치마크')}&select=tel,answered_at`, {
        answer: '벤치마크 답변입니다.',
      }),
    );
  } else {
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < inquiries.length) {
          const inquiry = inquiries[next++];
          if (!inquiry) break;
          record(
            await rest('PATCH', `inquiries?id=eq.${inquiry.id}&select=tel,answered_at`, {
              answer: '벤치마크 답변입니다.',
            }),
          );
        }
      }),
    );
  }
  const burstMs = Date.now() - burstStarted;

  const notices = await inbox.waitFor((messages) => {
    const delivered = messages.filter((m) => m.channel === 'alimtalk' && m.status === 'delivered');
    return delivered.length >= COUNT ? delivered : undefined;
  }, 600_000);
  // A grace period for anything that would arrive twice, then the final count.
  await new Promise((resolve) => setTimeout(resolve, 12_000));
  const final = (await inbox.list()).filter((m) => m.channel === 'alimtalk');

  const perEvent = new Map<string, number>();
  for (const message of final) perEvent.set(message.event_id ?? '?', (perEvent.get(message.event_id ?? '?') ?? 0) + 1);
  const doubled = [...perEvent.values()].filter((count) => count > 1).length;
  const recipients = new Set(final.map((m) => m.to));
  const latencies = notices.map((m) => Date.parse(m.created_at) - (answeredAt.get(m.to) ?? NaN)).sort((a, b) => a - b);
  const firstAnswer = Math.min(...answeredAt.values());
  const lastDelivery = Math.max(...notices.map((m) => Date.parse(m.created_at)));

  console.log(
    `\n${COUNT} answers written in ${(burstMs / 1000).toFixed(1)} s (${(COUNT / (burstMs / 1000)).toFixed(0)} answers/s)`,
  );
  console.log(
    `delivered 알림톡: ${final.length} for ${recipients.size} members, ${perEvent.size} events; doubled: ${doubled}; failed: ${final.filter((m) => m.status !== 'delivered').length}`,
  );
  console.log(
    `answer → inbox: median ${percentile(latencies, 50)} ms, p95 ${percentile(latencies, 95)} ms, max ${latencies.at(-1)} ms`,
  );
  console.log(
    `drain: ${COUNT} messages in ${((lastDelivery - firstAnswer) / 1000).toFixed(1)} s from the first answer (${(COUNT / ((lastDelivery - firstAnswer) / 1000)).toFixed(0)} messages/s)`,
  );
  if (final.length !== COUNT || recipients.size !== COUNT || doubled > 0) {
    console.error('FAILED: every answer must be delivered exactly once');
    process.exitCode = 1;
  }
} finally {
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
