// Edge Functions at /functions/v1/<name>, run in Node. Each function in supabase/functions/
// keeps its logic in handler.ts (`handle(req, env)`, web-standard APIs only) and a Deno entry
// in index.ts; this runner imports the handler and gives it the environment the hosted
// runtime would (SUPABASE_URL, keys) plus the function's secrets pointed at local stand-ins.
// Like the hosted gateway, it checks the caller's JWT unless config.toml sets verify_jwt = false.
// Each handler runs behind the same error-report seam as on Deno (serveReporting), with the
// local tracker as SENTRY_DSN (error-reports.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { errors, jwtVerify } from 'jose';

import { type ReportingHandler, serveReporting } from '../../../supabase/functions/_shared/error-reports.ts';
import type { StackContext } from '../context.ts';
import { bearerToken, type Handler, json } from '../gateway/http.ts';
import { LOCAL_NOTIFY_SECRET } from '../keys.ts';
import {
  LOCAL_SOLAPI,
  LOCAL_SOLAPI_CONSENT_TEMPLATE_ID,
  LOCAL_SOLAPI_DOWNLOAD_LINK_TEMPLATE_ID,
  LOCAL_SOLAPI_TEMPLATE_ID,
  LOCAL_STAFF_WEBHOOK_PATH,
} from '../messaging/local-account.ts';
import { localSentryDsn } from '../tracker/dsn.ts';
import { localErrorReporter } from './error-reports.ts';

type FunctionEnv = Readonly<Record<string, string | undefined>>;

const PREFIX = '/functions/v1/';
const NAME = /^[a-z0-9][a-z0-9_-]*$/;

/** verify_jwt of [functions.<name>] in supabase/config.toml (true when not set, as on Supabase). */
function verifiesJwt(configToml: string, name: string): boolean {
  const section = new RegExp(`^\\[functions\\.${name}\\]\\s*$([\\s\\S]*?)(?=^\\[|(?![\\s\\S]))`, 'm').exec(configToml);
  const setting = section?.[1] ? /^\s*verify_jwt\s*=\s*(true|false)\s*$/m.exec(section[1]) : null;
  return setting?.[1] !== 'false';
}

/** What the hosted runtime and `supabase secrets set` provide, with local stand-ins. */
export function functionEnv(ctx: StackContext): FunctionEnv {
  return {
    SUPABASE_URL: ctx.url,
    // As on a hosted project: the new keys as JSON dictionaries by name, the legacy JWTs beside them.
    SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: ctx.publishableKey }),
    SUPABASE_SECRET_KEYS: JSON.stringify({ default: ctx.secretKey }),
    SUPABASE_ANON_KEY: ctx.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: ctx.serviceRoleKey,
    NAVER_CLIENT_ID: ctx.naverClientId,
    NAVER_CLIENT_SECRET: ctx.naverClientSecret,
    NAVER_AUTH_URL: `${ctx.url}/local-naver`,
    NAVER_API_URL: `${ctx.url}/local-naver`,
    // notify: the messaging stand-ins and the inbox's row page instead of Solapi, a staff
    // messenger and the dashboard. No staff phone: locally the staff alert is the webhook.
    NOTIFY_SECRET: LOCAL_NOTIFY_SECRET,
    NOTIFY_STAFF_WEBHOOK_URL: `${ctx.url}${LOCAL_STAFF_WEBHOOK_PATH}`,
    NOTIFY_SITE_URL: ctx.siteUrl,
    NOTIFY_DASHBOARD_URL: `${ctx.url}/inbox/dashboard`,
    SOLAPI_API_URL: `${ctx.url}/local-solapi`,
    SOLAPI_API_KEY: LOCAL_SOLAPI.apiKey,
    SOLAPI_API_SECRET: LOCAL_SOLAPI.apiSecret,
    SOLAPI_SENDER: LOCAL_SOLAPI.senders[0],
    SOLAPI_PF_ID: LOCAL_SOLAPI.pfId,
    SOLAPI_TEMPLATE_ID: LOCAL_SOLAPI_TEMPLATE_ID,
    SOLAPI_CONSENT_TEMPLATE_ID: LOCAL_SOLAPI_CONSENT_TEMPLATE_ID,
    SOLAPI_DOWNLOAD_LINK_TEMPLATE_ID: LOCAL_SOLAPI_DOWNLOAD_LINK_TEMPLATE_ID,
    // Error reports go to the stack's own tracker, as a hosted project's go to Sentry.
    SENTRY_DSN: localSentryDsn(ctx.url),
    SENTRY_RELEASE: 'local',
    SENTRY_ENVIRONMENT: 'local',
  };
}

function isHandler(value: unknown): value is ReportingHandler {
  return typeof value === 'function';
}

/** `secrets`: what a test sets besides (or instead of) functionEnv, as `supabase secrets set` would. */
export function createFunctionsRunner(
  ctx: StackContext,
  functionsDir: string,
  configPath: string,
  secrets: FunctionEnv = {},
): Handler {
  const env = { ...functionEnv(ctx), ...secrets };
  const reporter = localErrorReporter(env);
  const loaded = new Map<string, Promise<(request: Request, env: FunctionEnv) => Promise<Response>>>();

  const load = (name: string) => {
    let handler = loaded.get(name);
    if (!handler) {
      handler = import(pathToFileURL(join(functionsDir, name, 'handler.ts')).href).then(
        (module: Record<string, unknown>) => {
          if (!isHandler(module.handle))
            throw new Error(`supabase/functions/${name}/handler.ts does not export handle(req, env)`);
          return serveReporting(name, module.handle, reporter);
        },
      );
      loaded.set(name, handler);
    }
    return handler;
  };

  return async (request) => {
    const name = new URL(request.url).pathname.slice(PREFIX.length).split('/')[0] ?? '';
    if (!NAME.test(name) || !existsSync(join(functionsDir, name, 'handler.ts'))) {
      return json(404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
    }
    // Browsers send CORS preflights without credentials; the function answers them itself.
    if (request.method !== 'OPTIONS' && verifiesJwt(readFileSync(configPath, 'utf8'), name)) {
      const token = bearerToken(request);
      const valid = token
        ? await jwtVerify(token, ctx.jwtKey, { algorithms: ['HS256'] }).then(
            () => true,
            (error: unknown) => {
              if (error instanceof errors.JOSEError) return false;
              throw error;
            },
          )
        : false;
      if (!valid) return json(401, { code: 401, message: token ? 'Invalid JWT' : 'Missing authorization header' });
    }
    try {
      return await (
        await load(name)
      )(request, env);
    } catch (error) {
      console.error(`[local functions] ${name} failed:`, error);
      return json(500, { code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' });
    }
  };
}
