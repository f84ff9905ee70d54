// `npm run dev`: the site (astro dev) and, unless a Supabase project is configured
// (PUBLIC_SUPABASE_URL in the environment or an .env file), the local Supabase stack with it,
// so a fresh clone needs nothing else. Ctrl-C stops both; extra arguments go to astro dev.
import { spawn } from 'node:child_process';
import { loadEnvFiles, printStackInfo, stackOptionsFromEnv, stopOnSignals } from './local-supabase/console.ts';
import { startLocalStack, type LocalStack } from './local-supabase/stack.ts';

async function main() {
  loadEnvFiles();
  const configured = process.env.PUBLIC_SUPABASE_URL;
  let stack: LocalStack | undefined;
  if (configured) {
    console.log(`Using the Supabase project at ${configured} (PUBLIC_SUPABASE_URL); the local stack stays off.`);
  } else {
    stack = await startLocalStack(stackOptionsFromEnv());
    printStackInfo(stack, false);
  }

  const site = spawn(process.platform === 'win32' ? 'npx.cmd' : 'npx', ['astro', 'dev', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: stack ? { ...process.env, PUBLIC_SUPABASE_URL: stack.url, PUBLIC_SUPABASE_ANON_KEY: stack.anonKey } : process.env,
  });
  const siteExited = new Promise<number>((resolve) => site.once('exit', (code, signal) => resolve(code ?? (signal ? 130 : 1))));

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
