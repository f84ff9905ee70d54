// `npm run dev`: the site (astro dev) and, unless a Supabase project is configured
// (PUBLIC_SUPABASE_URL in the environment or an .env file), the local Supabase stack with it,
// so a fresh clone needs nothing else. Ctrl-C stops both; extra arguments go to astro dev.
// The stack answers only the site's origin (CORS), so the site must get the port it expects:
// Astro would quietly move to the next port when 4321 is taken, so that is checked first.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

import { envText } from '../src/lib/env/read.ts';
import { loadEnvFiles, printStackInfo, stackOptionsFromEnv, stopOnSignals } from './local-supabase/console.ts';
import { ASTRO_PORT } from './local-supabase/gateway/cors.ts';
import { type LocalStack, startLocalStack } from './local-supabase/stack.ts';

/** The port astro dev will serve on: `--port N` or `--port=N` among the arguments, else Astro's default. */
function sitePort(args: readonly string[]): number {
  const at = args.findIndex((arg) => arg === '--port' || arg.startsWith('--port='));
  const value = at === -1 ? undefined : args[at]?.includes('=') ? args[at]?.split('=')[1] : args[at + 1];
  return value === undefined ? ASTRO_PORT : Number(value);
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, 'localhost', () => probe.close(() => resolve(true)));
  });
}

async function main() {
  loadEnvFiles();
  const configured = envText(process.env, 'PUBLIC_SUPABASE_URL');
  let stack: LocalStack | undefined;
  if (configured) {
    console.log(`Using the Supabase project at ${configured} (PUBLIC_SUPABASE_URL); the local stack stays off.`);
  } else {
    const port = sitePort(process.argv.slice(2));
    if (!(await portIsFree(port))) {
      throw new Error(
        `Port ${port} is in use, and the local Supabase stack answers only the site's own port. ` +
          'Stop whatever uses it, or pick another: npm run dev -- --port 4400',
      );
    }
    stack = await startLocalStack({ ...stackOptionsFromEnv(), siteUrl: `http://localhost:${port}` });
    printStackInfo(stack, false);
  }

  const site = spawn(process.platform === 'win32' ? 'npx.cmd' : 'npx', ['astro', 'dev', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: stack
      ? { ...process.env, PUBLIC_SUPABASE_URL: stack.url, PUBLIC_SUPABASE_PUBLISHABLE_KEY: stack.publishableKey }
      : process.env,
  });
  const siteExited = new Promise<number>((resolve) =>
    site.once('exit', (code, signal) => resolve(code ?? (signal ? 130 : 1))),
  );

  const stopAll = async () => {
    if (site.exitCode === null && site.signalCode === null) site.kill('SIGTERM');
    await stack?.stop();
    await siteExited;
  };
  stopOnSignals(stopAll);
  // astro dev ended on its own (an error, or `q`): take the backend down with it.
  const code = await siteExited;
  await stack?.stop();
  process.exit(code);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
