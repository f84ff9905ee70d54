// What the local error tracker received, kept in memory like the message inbox (a restart
// empties it). GET /inbox/v1/reports returns these, newest first; the shape is a contract that
// tests read: which route and release a report names, and the whole event as it arrived.
import { randomUUID } from 'node:crypto';

import type { EventPayload } from './envelope.ts';

export interface ErrorReport {
  id: string;
  /** The DSN's project id the envelope was sent to. */
  project: string;
  event_id: string | null;
  release: string | null;
  environment: string | null;
  /** tags.route (the site's page, or the function's name), else the request URL's path. */
  route: string | null;
  /** The first exception's type and value, or the message. */
  title: string;
  /** The event exactly as the SDK sent it, after its beforeSend. */
  event: EventPayload;
  received_at: string;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

function titleOf(event: EventPayload): string {
  const values = record(event.exception).values;
  const first = Array.isArray(values) ? record(values[0]) : {};
  if (first.type || first.value) return `${text(first.type) ?? 'Error'}: ${text(first.value) ?? ''}`;
  return text(event.message) ?? text(record(event.logentry).message) ?? '(no message)';
}

function routeOf(event: EventPayload): string | null {
  const tags = record(event.tags);
  const route = text(tags.route) ?? text(tags.function);
  if (route) return route;
  const url = text(record(event.request).url);
  return url ? new URL(url).pathname : null;
}

export function reportOf(project: string, event: EventPayload): ErrorReport {
  return {
    id: randomUUID(),
    project,
    event_id: text(event.event_id),
    release: text(event.release),
    environment: text(event.environment),
    route: routeOf(event),
    title: titleOf(event),
    event,
    received_at: new Date().toISOString(),
  };
}

/** Enough for any test and a long `npm run dev`; the oldest go first. */
const CAPACITY = 2_000;

export function createReports() {
  let stored: ErrorReport[] = [];
  return {
    add(report: ErrorReport) {
      stored.push(report);
      if (stored.length > CAPACITY) stored = stored.slice(-CAPACITY);
    },
    /** Newest first. */
    list: (): ErrorReport[] => stored.toReversed(),
    clear() {
      stored = [];
    },
  };
}

export type Reports = ReturnType<typeof createReports>;
