// `npm run backend` (keeps .local/db) and `npm run backend:reset` (starts from the migrations
// and seed again): the local Supabase-compatible stack alone, until Ctrl-C.
import { printStackInfo, stopOnSignals } from './console.ts';
import { DEFAULT_PORT, startLocalStack } from './stack.ts';

const fresh = process.argv.includes('--reset');
const port = Number(process.env.LOCAL_SUPABASE_PORT ?? DEFAULT_PORT);
const dbPort = process.env.LOCAL_SUPABASE_DB_PORT ? Number(process.env.LOCAL_SUPABASE_DB_PORT) : undefined;

try {
  const stack = await startLocalStack({ port, fresh, ...(dbPort === undefined ? {} : { dbPort }) });
  printStackInfo(stack, fresh);
  stopOnSignals(() => stack.stop());
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
