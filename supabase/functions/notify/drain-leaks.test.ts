// @vitest-environment node
// No secret or phone number in a delivery record or a log line, whatever fails: each outgoing
// call of a drain is made to fail the way it fails on Deno (whose fetch errors name the URL:
// the webhook's URL is a secret, Solapi's look-up URL carries the recipient's number), and
// what would be stored and what was logged are read back.
import { beforeEach, describe, expect, it, vi } from 'vitest';

import {
  answer,
  configOf,
  ENV,
  event,
  PROVIDERS,
  recordingQueue,
  useProviderStandIns,
} from '../../../tests/support/notify-drain.ts';
import { drainBatch } from './drain.ts';
import { handle } from './handler.ts';

const s = useProviderStandIns();
const STAFF_PHONE = '010-9999-8888';
const MEMBER_PHONE = '010-2345-6789';
const SECRET_KEY = 'sb_secret_leakcanary0123456789';
const NOTIFY_SECRET = 'notify-canary-7f3e21';
const env = {
  ...ENV,
  NOTIFY_SECRET,
  NOTIFY_STAFF_PHONE: STAFF_PHONE,
  SUPABASE_SECRET_KEYS: `{"default":"${SECRET_KEY}"}`,
};
const FORBIDDEN = [
  ENV.NOTIFY_STAFF_WEBHOOK_URL,
  '/local-webhook/staff',
  ENV.SOLAPI_API_KEY,
  ENV.SOLAPI_API_SECRET,
  SECRET_KEY,
  NOTIFY_SECRET,
  '01099998888',
  '9999-8888',
  '01023456789',
  '2345-6789',
];

/** Deno's wording for a fetch that could not connect: it names the URL it was given. */
const denoFetchError = (request: Request) =>
  new TypeError(`error sending request for url (${request.url}): client error (Connect): tcp connect error`);

/** Everything logged during the test, one string per call. */
const logged = () =>
  [...vi.mocked(console.warn).mock.calls, ...vi.mocked(console.error).mock.calls].map((call) =>
    call.map(String).join(' '),
  );

function expectNoLeak(texts: (string | null | undefined)[]) {
  const all = texts.filter(Boolean).join('\n');
  expect(all.length).toBeGreaterThan(0);
  for (const forbidden of FORBIDDEN) expect(all).not.toContain(forbidden);
}

beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

describe('a failing call leaves no secret or phone number behind', () => {
  it.each([
    ['the staff webhook', (r: Request) => r.url.includes('/local-webhook/')],
    ['Solapi’s send', (r: Request) => r.url.includes('/messages/v4/send-many')],
  ])('%s cannot be reached', async (_case, fails) => {
    s.fetchThrows = (request) => (fails(request) ? denoFetchError(request) : undefined);
    const { queue, settled } = recordingQueue([event(), answer()]);
    await drainBatch(configOf(env), queue, 50);
    const errors = settled.flatMap((o) => o.deliveries.map((d) => d.error));
    expect(errors.some((error) => error?.includes('could not be reached'))).toBe(true);
    expectNoLeak([...errors, ...logged()]);
  });

  it('Solapi’s message look-up, whose URL carries the member’s number, cannot be reached', async () => {
    s.fetchThrows = (request) => (request.url.includes('/messages/v4/list') ? denoFetchError(request) : undefined);
    const since = new Date(Date.now() - 60_000).toISOString();
    const { queue, settled } = recordingQueue([
      answer({ read_ct: 2, deliveries: { member_alimtalk: { status: 'sending', since } } }),
    ]);
    await drainBatch(configOf(env), queue, 50);
    expect(s.requests.some((r) => r.url.includes('to=01023456789'))).toBe(true);
    const errors = settled.flatMap((o) => o.deliveries.map((d) => d.error));
    expect(errors[0]).toContain("could not ask Solapi whether an earlier attempt sent it: Solapi's message list");
    expectNoLeak([...errors, ...logged()]);
  });

  it('Solapi refusing with the number in its own words', async () => {
    vi.stubGlobal('fetch', (input: string) =>
      Promise.resolve(
        String(input).startsWith(PROVIDERS) && String(input).includes('/local-solapi/')
          ? new Response(
              JSON.stringify({ errorCode: 'ValidationError', errorMessage: `수신번호(${MEMBER_PHONE}) 형식 오류` }),
              { status: 400 },
            )
          : new Response(null, { status: 200 }),
      ),
    );
    const { queue, settled } = recordingQueue([answer()]);
    await drainBatch(configOf(env), queue, 50);
    const errors = settled.flatMap((o) => o.deliveries.map((d) => d.error));
    expect(errors[0]).toContain('수신번호([number]) 형식 오류');
    expectNoLeak([...errors, ...logged()]);
  });

  it('the database cannot be reached, or answers with a row in its error', async () => {
    const call = () =>
      handle(
        new Request('http://functions.test/notify', {
          method: 'POST',
          headers: { authorization: `Bearer ${NOTIFY_SECRET}` },
        }),
        env,
      );
    vi.stubGlobal('fetch', (input: string) =>
      Promise.reject(denoFetchError(new Request(`${input}?apikey=${SECRET_KEY}`))),
    );
    expect((await call()).status).toBe(500);
    vi.stubGlobal('fetch', () =>
      Promise.resolve(new Response(`{"message":"bad row (tel)=(${STAFF_PHONE}) key ${SECRET_KEY}"}`, { status: 500 })),
    );
    expect((await call()).status).toBe(500);
    expect(vi.mocked(console.error).mock.calls.map((c) => String(c[0]))).toEqual([
      '[notify] drain failed: notify_claim could not be reached (network error)',
      expect.stringMatching(/^\[notify\] drain failed: notify_claim answered 500: .*\[number\].*\[secret\]/),
    ]);
    expectNoLeak(logged());
  });
});
