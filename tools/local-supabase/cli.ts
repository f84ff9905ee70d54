// `npm run backend` (keeps .local/db) and `npm run backend:reset` (starts from the migrations
// and seed again): the local Supabase-compatible stack alone, until Ctrl-C.
import { loadEnvFiles, printStackInfo, stackOptionsFromEnv, stopOnSignals } from './console.ts';
import { startLocalStack } from './stack.ts';

const fresh = process.argv.includes('--reset');
loadEnvFiles();

try {
  const stack = await startLocalStack({ ...stackOptionsFromEnv(), fresh });
  printStackInfo(stack, fresh);
  stopOnSignals(() => stack.stop());
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
