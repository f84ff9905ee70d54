// @vitest-environment node
// The Supabase CLI is a dev dependency at one exact version, so `npx supabase` means the same
// CLI on every machine; its binary comes from per-platform optional packages, and the lockfile
// must name every one of them or `npm ci` refuses the lockfile on machines of other platforms.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const pkg = JSON.parse(readFileSync(`${ROOT}package.json`, 'utf8')) as { devDependencies: Record<string, string> };
const lock = JSON.parse(readFileSync(`${ROOT}package-lock.json`, 'utf8')) as {
  packages: Record<
    string,
    { version?: string; optionalDependencies?: Record<string, string>; hasInstallScript?: boolean }
  >;
};

describe('the Supabase CLI', () => {
  const pinned = pkg.devDependencies.supabase ?? '';

  it('is a dev dependency at an exact version', () => {
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect(lock.packages['node_modules/supabase']?.version).toBe(pinned);
  });

  it('needs no install script (nothing is downloaded from GitHub during npm ci)', () => {
    expect(lock.packages['node_modules/supabase']?.hasInstallScript).toBeUndefined();
  });

  it('has every platform package of that version in the lockfile', () => {
    const platforms = Object.entries(lock.packages['node_modules/supabase']?.optionalDependencies ?? {});
    expect(platforms.length).toBeGreaterThanOrEqual(6);
    for (const [name, version] of platforms) expect(lock.packages[`node_modules/${name}`]?.version, name).toBe(version);
  });

  // The CLI is a large Go binary: on a busy machine it takes seconds to start, which is no failure.
  it('is what npx supabase runs here', { timeout: 60_000 }, () => {
    const version = execFileSync(`${ROOT}node_modules/.bin/supabase`, ['--version'], { encoding: 'utf8' }).trim();
    expect(version).toBe(pinned);
  });
});
