// Global setup of the `local` project: one local stack for every file in tests/local (the
// lifecycle tests start and stop their own besides).
import type { TestProject } from 'vitest/node';

import { startTestStack } from './test-stack';

export default async function setup(project: TestProject) {
  const test = await startTestStack(project);
  console.log(`local stack for tests at ${test.stack.url}, ready in ${(test.stack.startupMs / 1000).toFixed(1)} s`);
  return () => test.stop();
}
