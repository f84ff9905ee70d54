// What `npm run dev` and `npm run backend` print when the stack is up, and the one place that
// turns Ctrl-C / SIGTERM into a clean stop.
import type { LocalStack } from './stack.ts';

export function printStackInfo(stack: LocalStack, fresh: boolean): void {
  const lines = [
    '',
    `Local Supabase stack ready in ${(stack.startupMs / 1000).toFixed(1)} s${fresh ? ' (fresh database from migrations + seed.sql)' : ''}`,
    `  API URL      ${stack.url}      (rest/v1, auth/v1, storage/v1, functions/v1)`,
    `  anon key     ${stack.anonKey}`,
    `  psql         psql "${stack.dbUrl}"`,
    `  sign-in      Kakao/Google/Naver open local test pages: pick a seed member or type a new one`,
    '  stop         Ctrl-C',
    '',
  ];
  console.log(lines.join('\n'));
}

/** Runs `stop` once on SIGINT/SIGTERM, then exits; a second Ctrl-C exits at once. */
export function stopOnSignals(stop: () => Promise<void>, afterStop: () => void = () => process.exit(process.exitCode ?? 0)): void {
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
