// Starting, keeping, resetting and stopping the local stack: from nothing, the data kept in its
// folder between runs, and never a PostgREST left running afterwards. The start-up times are
// printed, not gated: how long they take is the machine's (docs/testing.md).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

import { type LocalStack, startLocalStack } from '../../tools/local-supabase/stack.ts';

const root = mkdtempSync(join(tmpdir(), 'sodam-lifecycle-'));
const dataDir = join(root, 'db');
// An empty template cache, so the first start is a true cold start (initdb, every migration).
const cacheDir = join(root, 'cache');
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Processes whose command line names the folder (the watchdog and PostgREST itself). */
function processesNaming(marker: string): string[] {
  try {
    return execFileSync('pgrep', ['-f', marker], { encoding: 'utf8' }).trim().split('\n').filter(Boolean);
  } catch (error) {
    // pgrep exits with 1 when nothing matches; anything else is a real failure.
    if (typeof error === 'object' && error !== null && 'status' in error && error.status === 1) return [];
    throw error;
  }
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false; // ESRCH: no such process
  }
};

async function serviceGet(stack: LocalStack, path: string): Promise<unknown> {
  const response = await fetch(`${stack.url}/rest/v1${path}`, {
    headers: { apikey: stack.serviceRoleKey, authorization: `Bearer ${stack.serviceRoleKey}` },
  });
  expect(response.status).toBe(200);
  return response.json();
}

function expectGone(stack: LocalStack) {
  expect(isRunning(stack.postgrestPid)).toBe(false);
  expect(processesNaming(stack.postgrestRunDir)).toEqual([]);
  expect(existsSync(stack.postgrestRunDir)).toBe(false);
}

// Starting a stack builds or opens its database: a minute beside busy programs, seconds on a quiet
// machine. A ceiling for a hang, not a timing gate (the start times are printed, not judged).
const START_CEILING_MS = 300_000;

describe('the local stack', () => {
  it(
    'starts from nothing (initdb, migrations and seed) and serves the seed',
    async () => {
      const stack = await startLocalStack({ port: 0, dataDir, cacheDir, fresh: true });
      try {
        console.log(`local stack: cold start (initdb, migrations, seed) in ${(stack.startupMs / 1000).toFixed(2)} s`);
        expect(processesNaming(stack.postgrestRunDir)).toHaveLength(2); // watchdog + PostgREST
        expect(await serviceGet(stack, '/profiles?select=name&order=name')).toEqual([
          { name: '김민준' },
          { name: '이서연' },
        ]);
        await fetch(`${stack.url}/rest/v1/business_inquiries`, {
          method: 'POST',
          headers: {
            apikey: stack.serviceRoleKey,
            authorization: `Bearer ${stack.serviceRoleKey}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({
            name: '오래보관',
            tel: '02-123-4567',
            company: '꽃집',
            content: '남아 있어야 합니다',
            privacy_consent: true,
          }),
        });
      } finally {
        await stack.stop();
      }
      expectGone(stack);
    },
    START_CEILING_MS,
  );

  it(
    'keeps its data in the folder across a restart',
    async () => {
      const stack = await startLocalStack({ port: 0, dataDir, cacheDir });
      try {
        console.log(`local stack: restart from its folder in ${(stack.startupMs / 1000).toFixed(2)} s`);
        expect(await serviceGet(stack, '/business_inquiries?select=name&name=eq.오래보관')).toEqual([
          { name: '오래보관' },
        ]);
      } finally {
        await stack.stop();
      }
      expectGone(stack);
    },
    START_CEILING_MS,
  );

  it(
    'a reset (fresh) starts from the migrated template and the seed again',
    async () => {
      const stack = await startLocalStack({ port: 0, dataDir, cacheDir, fresh: true });
      try {
        console.log(`local stack: reset from the cached template in ${(stack.startupMs / 1000).toFixed(2)} s`);
        expect(await serviceGet(stack, '/business_inquiries?select=name&name=eq.오래보관')).toEqual([]);
        expect(await serviceGet(stack, '/profiles?select=name&order=name')).toEqual([
          { name: '김민준' },
          { name: '이서연' },
        ]);
      } finally {
        await stack.stop();
      }
    },
    START_CEILING_MS,
  );

  it('refuses to start a second stack on a port that is taken, leaving nothing behind', async () => {
    const first = await startLocalStack({ port: 0, cacheDir, dataDir: join(root, 'clash') });
    try {
      const port = Number(new URL(first.url).port);
      await expect(startLocalStack({ port, dataDir })).rejects.toThrow(`Port ${port} is in use`);
    } finally {
      await first.stop();
    }
  });

  it('refuses a second stack on the same database folder, which would corrupt it', async () => {
    const first = await startLocalStack({ port: 0, dataDir, cacheDir });
    try {
      await expect(startLocalStack({ port: 0, dataDir, cacheDir })).rejects.toThrow('Another local stack');
    } finally {
      await first.stop();
    }
  });

  it('when the process that owns the stack is killed outright, PostgREST goes with it', async () => {
    const stackModule = fileURLToPath(new URL('../../tools/local-supabase/stack.ts', import.meta.url));
    const script = `const { startLocalStack } = await import(${JSON.stringify(stackModule)});
      const s = await startLocalStack({ port: 0, dataDir: ${JSON.stringify(join(root, 'killed'))}, cacheDir: ${JSON.stringify(cacheDir)}, fresh: true });
      console.log(JSON.stringify({ pid: s.postgrestPid, runDir: s.postgrestRunDir }));`;
    const owner = spawn(process.execPath, ['--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const started = await new Promise<{ pid: number; runDir: string }>((resolve, reject) => {
      let out = '';
      owner.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const line = out.split('\n').find((l) => l.startsWith('{'));
        if (line) resolve(JSON.parse(line) as { pid: number; runDir: string });
      });
      owner.on('exit', (code) => reject(new Error(`the owner exited (${String(code)}) before the stack started`)));
    });
    expect(isRunning(started.pid)).toBe(true);
    owner.kill('SIGKILL');
    const deadline = Date.now() + 10_000;
    while (isRunning(started.pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(isRunning(started.pid)).toBe(false);
    expect(processesNaming(started.runDir)).toEqual([]);
  });
});
