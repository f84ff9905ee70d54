// What `npm run dev` and `npm run backend` share: the ports from the environment, what they
// print when the stack is up, and the one place that turns Ctrl-C / SIGTERM into a clean stop.
import { existsSync, readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';

import { envText } from '../../src/lib/env/read.ts';
import { INBOX_PATH } from './messaging/index.ts';
import { DEFAULT_PORT, type LocalStack, type LocalStackOptions } from './stack.ts';

// The files Astro (Vite) reads in development, in its order of precedence (last wins).
const ENV_FILES = ['.env', '.env.local', '.env.development', '.env.development.local'];

/** Fills process.env from the .env files Astro reads, never overriding what the shell set. */
export function loadEnvFiles(): void {
  const fromFiles: Record<string, string> = {};
  for (const file of ENV_FILES.filter((name) => existsSync(name)))
    Object.assign(fromFiles, parseEnv(readFileSync(file, 'utf8')));
  for (const [name, value] of Object.entries(fromFiles)) {
    if (process.env[name] === undefined) process.env[name] = value;
  }
}

/** LOCAL_SUPABASE_PORT (gateway, default 54321) and LOCAL_SUPABASE_DB_PORT (psql, default 54322). */
export function stackOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): LocalStackOptions {
  const port = Number(envText(env, 'LOCAL_SUPABASE_PORT') ?? DEFAULT_PORT);
  const dbPortText = envText(env, 'LOCAL_SUPABASE_DB_PORT');
  const dbPort = dbPortText ? Number(dbPortText) : undefined;
  return { port, ...(dbPort === undefined ? {} : { dbPort }) };
}

export function printStackInfo(stack: LocalStack, fresh: boolean): void {
  const lines = [
    '',
    `Local Supabase stack ready in ${(stack.startupMs / 1000).toFixed(1)} s${fresh ? ' (fresh database from migrations + seed.sql)' : ''}`,
    `  API URL          ${stack.url}      (rest/v1, auth/v1, storage/v1, functions/v1)`,
    `  publishable key  ${stack.publishableKey}      (browsers; the legacy anon key still works)`,
    `  secret key       ${stack.secretKey}      (tools and tests only, refused from browsers)`,
    `  psql             psql "${stack.dbUrl}"`,
    `  sign-in          Kakao/Google/Naver open local test pages: pick a seed member or type a new one`,
    `  inbox            ${stack.url}${INBOX_PATH}      (알림톡·문자·웹훅 the notify function would send land here)`,
    '  stop             Ctrl-C',
    '',
  ];
  console.log(lines.join('\n'));
}

/**
 * The stack's address and keys under the names `supabase status -o env` prints, for a tool
 * that expects them (`npm run backend -- --env` prints them in that form).
 */
export function statusEnv(stack: LocalStack): Record<string, string> {
  return {
    API_URL: stack.url,
    DB_URL: stack.dbUrl,
    PUBLISHABLE_KEY: stack.publishableKey,
    SECRET_KEY: stack.secretKey,
    ANON_KEY: stack.anonKey,
    SERVICE_ROLE_KEY: stack.serviceRoleKey,
  };
}

/** Runs `stop` once on SIGINT/SIGTERM, then exits; a second Ctrl-C exits at once. */
export function stopOnSignals(
  stop: () => Promise<void>,
  afterStop: () => void = () => process.exit(process.exitCode ?? 0),
): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      console.error(`\n${signal} again: exiting without waiting`);
      process.exit(130);
    }
    stopping = true;
    console.log(`\n${signal}: stopping the local stack…`);
    stop().then(afterStop, (error: unknown) => {
      console.error('The local stack did not stop cleanly:', error);
      process.exitCode = 1;
      afterStop();
    });
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
