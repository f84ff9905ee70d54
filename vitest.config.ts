/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Browser-test files three at a time: they spend much of their time waiting on the page. On
// this project's two-core machine the whole browser suite took 554 s with two workers and 459 s
// with three (the processor 92 % busy), every timed carousel and animation passing in each of
// three full runs; npm test starts it only when nothing else is running (tools/test.ts).
// E2E_WORKERS=1 runs them one at a time.
const E2E_WORKERS = Number(process.env.E2E_WORKERS || 3);

// One config, one project per suite; `npm run test:<suite>` picks a project and
// tools/test.ts runs them all. A new folder of tests joins by adding a project here.
export default getViteConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: [
            'src/**/*.test.{ts,tsx}',
            'tools/**/*.test.ts',
            'supabase/functions/**/*.test.ts',
            'tests/unit/**/*.test.{ts,tsx}',
          ],
          setupFiles: ['tests/support/unit-setup.ts'],
          // A deadline, not a gate: a property test's 200 runs or a container render that takes
          // 1 s on a quiet machine took 7 s beside busy programs. Vitest's 5 s default failed it.
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'db',
          environment: 'node',
          include: ['tests/db/**/*.test.ts'],
          // Each file builds its own PGlite (Postgres in WASM): a few seconds of initdb and migrations.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'db-scale',
          environment: 'node',
          include: ['tests/db-scale/**/*.test.ts'],
          // Loading a million rows into PGlite takes a minute or two on a small machine.
          testTimeout: 120_000,
          hookTimeout: 600_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'content',
          environment: 'node',
          include: ['tests/content/**/*.test.ts'],
          // The Sanity CLI checks (schema, seed documents, typegen, studio build) each bundle the
          // Studio; two at a time is what two cores take without timing out.
          maxWorkers: 2,
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'local',
          environment: 'node',
          include: ['tests/local/**/*.test.ts'],
          // One local stack (PGlite + PostgREST) for every file; the lifecycle tests start their own.
          globalSetup: ['tests/support/local-setup.ts'],
          // Files one at a time: the start-up times they assert measure the stack, not a queue.
          fileParallelism: false,
          // A ceiling for a hang, never a verdict: a test's own waits are on events (the inbox,
          // the queue), and a notification round trip took most of a minute beside busy programs.
          testTimeout: 180_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/e2e-setup.ts'],
          // Each worker keeps its Chromium from file to file (the fixture's worker scope,
          // tests/support/browser-test.ts).
          fileParallelism: E2E_WORKERS > 1,
          maxWorkers: E2E_WORKERS,
          isolate: false,
          // A ceiling for a hang, never a verdict (docs/testing.md#writing-a-test): a member flow
          // with a notification round trip took 42 s of the old 60 s beside busy programs.
          testTimeout: 180_000,
          hookTimeout: 120_000,
          // An assertion on the page (expect.poll) reads again until the page agrees or ten
          // seconds have passed (docs/testing.md#writing-a-test), like member-flows.ts's
          // `eventually`: on a busy machine one read of the page can itself take a second.
          expect: { poll: { timeout: 10_000, interval: 100 } },
        },
      },
    ],
  },
});
