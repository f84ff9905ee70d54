// `npm run backend` (keeps .local/db) and `npm run backend -- --reset` (starts from the migrations
// and seed again): the local Supabase-compatible stack alone, until Ctrl-C. `-- --env` also
// prints its address and keys as `supabase status -o env` does (NAME="value").
import { loadEnvFiles, printStackInfo, stackOptionsFromEnv, statusEnv, stopOnSignals } from './console.ts';
import { startLocalStack } from './stack.ts';

const fresh = process.argv.includes('--reset');
loadEnvFiles();

try {
  const stack = await startLocalStack({ ...stackOptionsFromEnv(), fresh });
  printStackInfo(stack, fresh);
  if (process.argv.includes('--env'))
    for (const [name, value] of Object.entries(statusEnv(stack))) console.log(`${name}="${value}"`);
  stopOnSignals(() => stack.stop());
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
