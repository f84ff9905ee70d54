// Solapi's REST API (https://api.solapi.com, or the local stand-in) with web-standard APIs
// only: HMAC-SHA256 request signing, one POST /messages/v4/send-many/detail for every
// message of a drain, and GET /messages/v4/list to find out whether an attempt that died
// mid-send reached Solapi. Solapi has no idempotency key; each message carries the event id
// and target in customFields instead, which is what that look-up (and Solapi's console) finds.
import { describeFailure, scrub } from '../_shared/failure-text.ts';
import type { SolapiConfig } from './config.ts';
import type { Target } from './queue.ts';

export interface OutgoingMessage {
  eventId: string;
  target: Target;
  to: string;
  text: string;
  /**
   * Present for 알림톡; Solapi falls back to SMS/LMS with `text` when Kakao refuses it. The
   * template is the answer notice's (SOLAPI_TEMPLATE_ID) unless another is named.
   */
  alimtalk?: { variables: Record<string, string>; templateId?: string };
}

/** sent: Solapi accepted it. retrying: it did not, try later. failed: it never will. unknown: no answer. */
export interface SendResult {
  status: 'sent' | 'retrying' | 'failed' | 'unknown';
  error: string | null;
  providerRef: string | null;
}

const TIMEOUT_MS = 15_000;
const SALT_ALPHABET = '1234567890abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');

/** `HMAC-SHA256 apiKey=…, date=…, salt=…, signature=hex(HMAC(secret, date + salt))`. */
export async function authorization(
  apiKey: string,
  apiSecret: string,
  date = new Date().toISOString(),
): Promise<string> {
  const salt = [...crypto.getRandomValues(new Uint8Array(32))]
    .map((b) => SALT_ALPHABET[b % SALT_ALPHABET.length])
    .join('');
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(apiSecret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signature = hex(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(date + salt)));
  return `HMAC-SHA256 apiKey=${apiKey}, date=${date}, salt=${salt}, signature=${signature}`;
}

const keyOf = (fields: unknown) => {
  const custom = (fields ?? {}) as Record<string, unknown>;
  return `${String(custom.eventId)}/${String(custom.target)}`;
};

function toSolapi(config: SolapiConfig, message: OutgoingMessage) {
  return {
    to: message.to,
    from: config.sender,
    text: message.text,
    customFields: { eventId: message.eventId, target: message.target },
    ...(message.alimtalk
      ? {
          type: 'ATA',
          kakaoOptions: {
            pfId: config.pfId,
            templateId: message.alimtalk.templateId ?? config.templateId,
            variables: message.alimtalk.variables,
          },
        }
      : {}),
  };
}

/**
 * Solapi's id for the message an earlier attempt sent for this event and target, or null if
 * Solapi has none: GET /messages/v4/list for the recipient since the first attempt, matched by
 * customFields. Throws when Solapi cannot be asked; the caller then leaves the outcome unknown.
 */
export async function findSent(
  config: SolapiConfig,
  message: Pick<OutgoingMessage, 'to' | 'eventId' | 'target'>,
  since: string,
): Promise<string | null> {
  const query = new URLSearchParams({
    to: message.to,
    dateType: 'CREATED',
    // Clocks differ a little between here and Solapi.
    startDate: new Date(Date.parse(since) - 5 * 60_000).toISOString(),
    limit: '500',
  });
  let response: Response;
  try {
    response = await fetch(`${config.apiUrl}/messages/v4/list?${query}`, {
      headers: { authorization: await authorization(config.apiKey, config.apiSecret) },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    // The URL carries the recipient's number (?to=…): only the kind of failure goes on.
    // eslint-disable-next-line preserve-caught-error -- the cause's text is that URL
    throw new Error(`Solapi's message list ${describeFailure(error)}`);
  }
  if (!response.ok) throw new Error(`Solapi's message list answered ${response.status}`);
  const body = (await response.json()) as { messageList?: Record<string, Record<string, unknown>> };
  const match = Object.values(body.messageList ?? {}).find(
    (stored) => keyOf(stored.customFields) === `${message.eventId}/${message.target}`,
  );
  return match ? String(match.messageId) : null;
}

/** Sends every message in one request; the result of each, keyed `eventId/target`. */
export async function sendMessages(
  config: SolapiConfig,
  messages: OutgoingMessage[],
): Promise<Map<string, SendResult>> {
  const results = new Map<string, SendResult>();
  if (messages.length === 0) return results;
  const everyone = (result: SendResult) => {
    for (const message of messages) results.set(`${message.eventId}/${message.target}`, result);
    return results;
  };
  let response: Response;
  try {
    response = await fetch(`${config.apiUrl}/messages/v4/send-many/detail`, {
      method: 'POST',
      headers: {
        authorization: await authorization(config.apiKey, config.apiSecret),
        'content-type': 'application/json',
      },
      // Duplicates allowed: several alerts in one drain go to the same staff phone.
      body: JSON.stringify({
        messages: messages.map((m) => toSolapi(config, m)),
        allowDuplicates: true,
        showMessageList: true,
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    // A timeout may have reached Solapi: sending again could double the message.
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    return everyone({
      status: timedOut ? 'unknown' : 'retrying',
      error: `Solapi ${describeFailure(error)}`,
      providerRef: null,
    });
  }
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok || !body) {
    const reason = body ? scrub(`${String(body.errorCode)} ${String(body.errorMessage)}`) : 'no JSON';
    return everyone({ status: 'retrying', error: `Solapi answered ${response.status}: ${reason}`, providerRef: null });
  }
  for (const item of Array.isArray(body.messageList) ? body.messageList : []) {
    const accepted = item as Record<string, unknown>;
    results.set(keyOf(accepted.customFields), { status: 'sent', error: null, providerRef: String(accepted.messageId) });
  }
  for (const item of Array.isArray(body.failedMessageList) ? body.failedMessageList : []) {
    const refused = item as Record<string, unknown>;
    results.set(keyOf(refused.customFields), {
      status: 'failed',
      error: `Solapi refused it: ${scrub(`${String(refused.statusCode)} ${String(refused.statusMessage)}`)}`,
      providerRef: typeof refused.messageId === 'string' ? refused.messageId : null,
    });
  }
  // Accepted but not listed back: sent, without Solapi's id.
  for (const message of messages) {
    const key = `${message.eventId}/${message.target}`;
    if (!results.has(key)) results.set(key, { status: 'sent', error: null, providerRef: null });
  }
  return results;
}
