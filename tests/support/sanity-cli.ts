// Runs the Sanity CLI of the studio workspace the way a developer would, for the content tests.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const STUDIO_DIR = fileURLToPath(new URL('../../studio/', import.meta.url));

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npx sanity <args>` in studio/, with extra environment variables; never throws on a non-zero exit. */
export function runSanity(args: string[], env: Record<string, string> = {}): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['--no-install', 'sanity', ...args], {
      cwd: STUDIO_DIR,
      env: { ...process.env, ...env, FORCE_COLOR: '0', NO_COLOR: '1', CI: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

/** The CLI's own output without npm's config chatter, for assertion messages. */
export function cliOutput(result: CliResult): string {
  return `${result.stdout}\n${result.stderr}`
    .split('\n')
    .filter((line) => !line.startsWith('npm warn'))
    .join('\n')
    .trim();
}
