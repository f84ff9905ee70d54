// The local stack's messaging stand-ins behind one gateway route, and the inbox API that
// tests and tools rely on (the contract):
//   GET    /inbox/v1/messages  (service role key)  → [{id, channel: 'alimtalk'|'sms'|'webhook', to,
//                                                     template, text, event_id, status, created_at}], newest first
//   DELETE /inbox/v1/messages  (service role key)  → 204, the inbox is empty
//   POST   /inbox/v1/fail {"count": N, "service"?: 'solapi'|'webhook'}  (service role key) → the next N
//          sends (of that service, or of any) fail as in an outage; a large N stops it, 0 starts it again
//   GET    /inbox/v1/reports, DELETE /inbox/v1/reports  (service role key) → the error reports the
//          local error tracker received at /sentry/api/<project>/envelope/ (tracker/), newest first
//   GET    /inbox                        the same messages as a Korean page
//   GET    /inbox/dashboard/editor/<oid>?filter=id:eq:<id>   the row a staff alert links to
//   /local-solapi/…  Solapi's API       /local-webhook/<name>  an incoming webhook
import type { StackContext } from '../context.ts';
import { bearerToken, type Handler, json, readJson } from '../gateway/http.ts';
import { SENTRY_PATH } from '../tracker/dsn.ts';
import { createSentryIngest } from '../tracker/ingest.ts';
import { createReports } from '../tracker/reports.ts';
import { dashboardRowPage } from './dashboard-page.ts';
import { createInbox, type OutageService } from './inbox.ts';
import { inboxPage } from './inbox-page.ts';
import { LOCAL_SOLAPI } from './local-account.ts';
import { createSolapiStandIn } from './solapi.ts';
import { createWebhookCatcher } from './webhook.ts';

export const INBOX_PATH = '/inbox';
const isService = (value: unknown): value is OutageService => value === 'solapi' || value === 'webhook';
const API = '/inbox/v1';

export function createMessaging(ctx: StackContext): Handler {
  const inbox = createInbox();
  const solapi = createSolapiStandIn(inbox, LOCAL_SOLAPI);
  const webhook = createWebhookCatcher(inbox);
  const reports = createReports();
  const ingest = createSentryIngest(reports);

  async function api(request: Request, path: string): Promise<Response> {
    const key = request.headers.get('apikey') ?? bearerToken(request);
    if (key !== ctx.secretKey && key !== ctx.serviceRoleKey)
      return json(401, { message: 'The inbox API needs the secret key (or the legacy service role key)' });
    const route = `${request.method} ${path}`;
    if (route === `GET ${API}/messages`)
      return json(
        200,
        inbox.entries().map((entry) => entry.message),
      );
    if (route === `DELETE ${API}/messages`) {
      inbox.clear();
      return new Response(null, { status: 204 });
    }
    if (route === `POST ${API}/fail`) {
      const { count, service } = await readJson(request).catch((): Record<string, unknown> => ({}));
      if (!Number.isInteger(count) || Number(count) < 0 || !(service === undefined || isService(service)))
        return json(400, { message: 'Expected {"count": N} with a whole number N ≥ 0, and service solapi or webhook' });
      inbox.failNext(Number(count), service);
      return json(200, { count, ...(service ? { service } : {}) });
    }
    if (route === `GET ${API}/reports`) return json(200, reports.list());
    if (route === `DELETE ${API}/reports`) {
      reports.clear();
      return new Response(null, { status: 204 });
    }
    return json(404, { message: `The inbox has no ${route}` });
  }

  return async (request) => {
    const url = new URL(request.url);
    const path = url.pathname;
    if (path.startsWith('/local-solapi/')) return solapi(request);
    if (path.startsWith('/local-webhook/')) return webhook(request);
    if (path.startsWith(`${SENTRY_PATH}/`)) return ingest(request);
    if (path.startsWith(`${API}/`)) return api(request, path);
    if (request.method === 'GET' && path === INBOX_PATH)
      return inboxPage(inbox.entries(), reports.list(), `${ctx.url}${API}/messages`);
    if (request.method === 'GET' && path.startsWith(`${INBOX_PATH}/dashboard/`)) return dashboardRowPage(ctx.sql, url);
    return json(404, { message: `Nothing at ${path}` });
  };
}
