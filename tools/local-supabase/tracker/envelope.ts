// Sentry's envelope format, read as Sentry's ingest reads it: a JSON header line, then items,
// each a JSON header line (with `type` and, optionally, the payload's `length` in bytes)
// followed by its payload. Only `event` items are kept; sessions, client reports and the rest
// are accepted and dropped, as a project without those features would.

export type EventPayload = Record<string, unknown>;

function lineAt(bytes: Uint8Array, start: number): { text: string; next: number } {
  let end = bytes.indexOf(0x0a, start);
  if (end < 0) end = bytes.length;
  return { text: new TextDecoder().decode(bytes.subarray(start, end)), next: end + 1 };
}

const objectOf = (text: string): Record<string, unknown> | undefined => {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined; // not JSON: the envelope is refused as malformed
  }
};

/** The events in an envelope, or undefined when it is not one. */
export function eventsOfEnvelope(bytes: Uint8Array): EventPayload[] | undefined {
  const header = lineAt(bytes, 0);
  if (!objectOf(header.text)) return undefined;
  const events: EventPayload[] = [];
  let position = header.next;
  while (position < bytes.length) {
    const itemLine = lineAt(bytes, position);
    if (itemLine.text.trim() === '') {
      position = itemLine.next;
      continue;
    }
    const item = objectOf(itemLine.text);
    if (!item) return undefined;
    const length = typeof item.length === 'number' ? item.length : undefined;
    const payload =
      length === undefined
        ? lineAt(bytes, itemLine.next)
        : {
            text: new TextDecoder().decode(bytes.subarray(itemLine.next, itemLine.next + length)),
            next: itemLine.next + length + 1,
          };
    position = payload.next;
    if (item.type !== 'event') continue;
    const event = objectOf(payload.text);
    if (!event) return undefined;
    events.push(event);
  }
  return events;
}
