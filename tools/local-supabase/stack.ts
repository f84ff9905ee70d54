// The whole local stack in one call, for `npm run dev`, `npm run backend` and the tests:
// gateway port first (so a second stack fails before touching the database folder), then
// PGlite and its socket, the stack's SQL client, the placeholder objects, PostgREST, the
// routes, and last the pg_net worker and the pg_cron scheduler (which call back through the
// routes). stop() undoes it in reverse and leaves no process behind.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { envText } from '../../src/lib/env/read.ts';
import { LOCAL_NAVER_CLIENT_ID } from '../../src/lib/supabase/local-stack.ts';
import { createAuthService } from './auth/index.ts';
import { redirectOriginsFromEnv } from './auth/redirects.ts';
import { authSettings, CONFIG_TOML } from './config-toml.ts';
import type { StackContext } from './context.ts';
import { startCronScheduler } from './cron/scheduler.ts';
import { SUPABASE_DIR } from './db/create-database.ts';
import { startDatabase } from './db/database.ts';
import { startPostgrest } from './db/postgrest.ts';
import { connectSql } from './db/sql.ts';
import { setVaultSecrets } from './db/vault.ts';
import { createFunctionsRunner } from './functions/runner.ts';
import type { ClientAddressOf } from './gateway/client-address.ts';
import { siteOrigins } from './gateway/cors.ts';
import { startGateway } from './gateway/gateway.ts';
import {
  LOCAL_JWT_SECRET,
  LOCAL_NAVER_CLIENT_SECRET,
  LOCAL_NOTIFY_SECRET,
  LOCAL_SERVICE_ROLE_KEY,
  LOCAL_SUPABASE_ANON_KEY,
  LOCAL_SUPABASE_PUBLISHABLE_KEY,
  LOCAL_SUPABASE_SECRET_KEY,
  secretKey,
} from './keys.ts';
import { createMessaging } from './messaging/index.ts';
import { LOCAL_OUTBOX_ALERT_PATH } from './messaging/local-account.ts';
import { createNaverStandIn } from './naver/stand-in.ts';
import { startNetWorker } from './net/worker.ts';
import { registerObjects } from './storage/files.ts';
import { createStorageService } from './storage/service.ts';

export const DEFAULT_PORT = 54321;
const DEFAULT_DB_PORT = 54322;
const DEFAULT_DATA_DIR = join(SUPABASE_DIR, '..', '.local', 'db');
const DEFAULT_CACHE_DIR = join(SUPABASE_DIR, '..', '.local', 'cache');

export interface LocalStackOptions {
  /** Gateway port; 0 picks a free one. Default 54321. */
  port?: number;
  /** Postgres wire-protocol port for psql; default 54322, or a free one when `port` is 0. */
  dbPort?: number;
  /** Where PGlite keeps the database. Default `.local/db` at the repository root. */
  dataDir?: string;
  /** Start from the migrations and seed again (deletes dataDir first). */
  fresh?: boolean;
  /** Where the migrated template database is cached. Default `.local/cache`. */
  cacheDir?: string;
  /** The site's URL (where a sign-in returns by default). Default http://localhost:4321. */
  siteUrl?: string;
  /**
   * More origins whose pages may call the stack (CORS), e.g. a test's static server on a free
   * port. localhost/127.0.0.1 on port 4321, siteUrl and LOCAL_AUTH_REDIRECT_ORIGINS always may.
   */
  siteOrigins?: readonly string[];
  /**
   * Tests only: the client address the stack reports for each request instead of the socket's
   * (the guest limits key on it), so one test can act as several guests. Never a header: a
   * browser can send any header it likes.
   */
  clientAddress?: ClientAddressOf;
  /**
   * Tests only: Edge Function secrets added to (or replacing) the local ones, as `supabase
   * secrets set` would on a hosted project, e.g. a staff phone for the notify function.
   */
  functionSecrets?: Readonly<Record<string, string>>;
  /**
   * The config.toml whose Auth settings (e-mail sign-up, providers) and function settings the
   * stack honours. Default supabase/config.toml; tests start a stack from an altered copy.
   */
  configToml?: string;
}

export interface LocalStack {
  url: string;
  /** The browser's key (`sb_publishable_…`, role anon) and its legacy JWT twin. */
  publishableKey: string;
  anonKey: string;
  /** Server code and tests only (`sb_secret_…`, role service_role) and its legacy JWT twin. */
  secretKey: string;
  serviceRoleKey: string;
  /** psql connection string. */
  dbUrl: string;
  postgrestPid: number;
  postgrestRunDir: string;
  /** Milliseconds from the call to a ready stack. */
  startupMs: number;
  stop(): Promise<void>;
}

export async function startLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  const started = Date.now();
  const port = options.port ?? DEFAULT_PORT;
  const undo: Array<() => Promise<void>> = [];
  let closeGateway: (() => Promise<void>) | undefined;
  // The gateway closes first (no new requests), then the services in reverse start order.
  const stop = async () => {
    await closeGateway?.();
    while (undo.length > 0) await undo.pop()?.();
  };
  try {
    const siteUrl = options.siteUrl ?? 'http://localhost:4321';
    const redirectOrigins = redirectOriginsFromEnv(envText(process.env, 'LOCAL_AUTH_REDIRECT_ORIGINS'));
    const gateway = await startGateway(port, '127.0.0.1', {
      allowedOrigins: siteOrigins(siteUrl, [...redirectOrigins, ...(options.siteOrigins ?? [])]),
      ...(options.clientAddress ? { clientAddress: options.clientAddress } : {}),
    });
    closeGateway = () => gateway.close();
    const database = await startDatabase({
      dataDir: options.dataDir ?? DEFAULT_DATA_DIR,
      fresh: options.fresh ?? false,
      cacheDir: options.cacheDir ?? DEFAULT_CACHE_DIR,
      port: options.dbPort ?? (port === 0 ? 0 : DEFAULT_DB_PORT),
    });
    undo.push(() => database.stop());
    const sql = connectSql(database.connectionString);
    undo.push(() => sql.end());

    const configToml = options.configToml ?? CONFIG_TOML;
    const ctx: StackContext = {
      url: gateway.url,
      jwtSecret: LOCAL_JWT_SECRET,
      jwtKey: secretKey(),
      anonKey: LOCAL_SUPABASE_ANON_KEY,
      serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
      publishableKey: LOCAL_SUPABASE_PUBLISHABLE_KEY,
      secretKey: LOCAL_SUPABASE_SECRET_KEY,
      sql,
      siteUrl,
      redirectOrigins,
      storageDir: join(SUPABASE_DIR, 'storage'),
      naverClientId: LOCAL_NAVER_CLIENT_ID,
      naverClientSecret: LOCAL_NAVER_CLIENT_SECRET,
      auth: authSettings(readFileSync(configToml, 'utf8')),
    };
    await registerObjects(sql, ctx.storageDir);
    // What a hosted project's owner puts in Vault once, so pg_net can call the notify function.
    // And where the outbox watch alerts staff (docs/operations.md#a-stuck-outbox): the webhook catcher.
    await setVaultSecrets(sql, {
      project_url: ctx.url,
      notify_secret: LOCAL_NOTIFY_SECRET,
      outbox_alert_url: `${ctx.url}${LOCAL_OUTBOX_ALERT_PATH}`,
    });

    // PostgREST starts after the migrations ran, so its first schema cache is already current.
    const postgrest = await startPostgrest({
      dbUri: database.connectionString.replace('postgres:postgres@', 'authenticator:local@'),
      jwtSecret: ctx.jwtSecret,
    });
    undo.push(() => postgrest.stop());

    gateway.setRoutes({
      postgrestSocket: postgrest.socketPath,
      auth: createAuthService(ctx),
      storage: createStorageService(ctx),
      functions: createFunctionsRunner(ctx, join(SUPABASE_DIR, 'functions'), configToml, options.functionSecrets),
      naver: createNaverStandIn(ctx),
      messaging: createMessaging(ctx),
      keys: {
        publishable: ctx.publishableKey,
        anon: ctx.anonKey,
        secret: ctx.secretKey,
        serviceRole: ctx.serviceRoleKey,
      },
      jwtKey: ctx.jwtKey,
    });
    const net = startNetWorker(sql);
    undo.push(() => net.stop());
    const cron = startCronScheduler(sql);
    undo.push(() => cron.stop());
    let stopping: Promise<void> | undefined;
    return {
      url: gateway.url,
      publishableKey: ctx.publishableKey,
      anonKey: ctx.anonKey,
      secretKey: ctx.secretKey,
      serviceRoleKey: ctx.serviceRoleKey,
      dbUrl: database.connectionString,
      postgrestPid: postgrest.pid,
      postgrestRunDir: postgrest.runDir,
      startupMs: Date.now() - started,
      stop: () => (stopping ??= stop()),
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
