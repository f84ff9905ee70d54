// The local error tracker's ingest, POST /sentry/api/<project>/envelope/, answering as Sentry's
// does: 200 with the event id for an envelope from this DSN's key (the SDK puts it in the query
// or the X-Sentry-Auth header), 401 for another key, 400 for a body that is no envelope.
import { type Handler, json } from '../gateway/http.ts';
import { LOCAL_SENTRY_KEY, LOCAL_SENTRY_PROJECT, SENTRY_PATH } from './dsn.ts';
import { eventsOfEnvelope } from './envelope.ts';
import { reportOf, type Reports } from './reports.ts';

const ENVELOPE = new RegExp(`^${SENTRY_PATH}/api/([0-9]+)/envelope/?$`);

function keyOf(request: Request, url: URL): string | undefined {
  const fromQuery = url.searchParams.get('sentry_key');
  if (fromQuery) return fromQuery;
  return /sentry_key=([^,\s]+)/.exec(request.headers.get('x-sentry-auth') ?? '')?.[1];
}

export function createSentryIngest(reports: Reports): Handler {
  return async (request) => {
    const url = new URL(request.url);
    const project = ENVELOPE.exec(url.pathname)?.[1];
    if (request.method !== 'POST' || !project) return json(404, { detail: 'not found' });
    if (project !== LOCAL_SENTRY_PROJECT || keyOf(request, url) !== LOCAL_SENTRY_KEY)
      return json(401, { detail: 'invalid project key' });
    const events = eventsOfEnvelope(new Uint8Array(await request.arrayBuffer()));
    if (!events) return json(400, { detail: 'invalid envelope' });
    for (const event of events) reports.add(reportOf(project, event));
    return json(200, { id: typeof events[0]?.event_id === 'string' ? events[0].event_id : null });
  };
}
