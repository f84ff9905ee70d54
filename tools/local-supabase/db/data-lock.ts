// One stack per database folder: PGlite has no lock of its own, and two processes writing the
// same folder (say `npm run dev` and `npm run backend` on other ports) would corrupt it. The
// lock is a file beside the folder holding the owner's process id; a stale one (its process is
// gone, e.g. killed) is taken over.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else; ESRCH: it is gone.
    return typeof error === 'object' && error !== null && 'code' in error && error.code === 'EPERM';
  }
};

// Folders this process holds (a second stack in the same process has the same pid).
const held = new Set<string>();

/** Takes the lock of `dataDir`; returns the function that releases it. */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = `${resolve(dataDir)}.pid`;
  if (held.has(lockFile)) throw new Error(`Another local stack in this process is using ${dataDir}.`);
  if (existsSync(lockFile)) {
    const owner = Number(readFileSync(lockFile, 'utf8').trim());
    if (owner && owner !== process.pid && alive(owner)) {
      throw new Error(
        `Another local stack (process ${owner}) is using ${dataDir}. Stop it first (Ctrl-C in its terminal).`,
      );
    }
  }
  mkdirSync(dirname(lockFile), { recursive: true });
  writeFileSync(lockFile, String(process.pid));
  held.add(lockFile);
  return () => {
    held.delete(lockFile);
    rmSync(lockFile, { force: true });
  };
}
