// The staff alert to an incoming webhook. One JSON body both messengers read: Slack shows
// `text`, JANDI shows `body` (and wants its Accept header). The event id goes along as
// Idempotency-Key, for a receiver that deduplicates and for tracing a message to its event.
import { describeFailure } from '../_shared/failure-text.ts';
import type { SendResult } from './solapi.ts';

const TIMEOUT_MS = 10_000;

export async function postWebhook(url: string, eventId: string, text: string): Promise<SendResult> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/vnd.tosslab.jandi-v2+json, application/json;q=0.9, */*;q=0.1',
        'idempotency-key': eventId,
      },
      body: JSON.stringify({ text, body: text }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.body?.cancel();
    return response.ok
      ? { status: 'sent', error: null, providerRef: null }
      : { status: 'retrying', error: `webhook answered ${response.status}`, providerRef: null };
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    // Never the error's own text: on Deno it names the URL, which is the webhook's secret.
    return { status: timedOut ? 'unknown' : 'retrying', error: `webhook ${describeFailure(error)}`, providerRef: null };
  }
}
