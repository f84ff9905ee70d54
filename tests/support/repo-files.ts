// The repository's own text files, read from disk (not from git, so a file not yet committed
// is checked too), for the tests that hold the written house rules (docs/testing.md#the-house-rules-test).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** A file as the checks see it: its path from the repository root with `/`, and its text. */
export interface SourceFile {
  path: string;
  text: string;
}

/** A broken rule: where, and what is wrong, in a sentence. */
export interface Violation {
  path: string;
  line: number;
  message: string;
}

/** The folders the rules cover, and the files at the top level that cite docs/ too. */
const FOLDERS = ['src', 'tools', 'tests', 'studio', 'supabase', 'docs'] as const;
const TOP_LEVEL = ['README.md', 'astro.config.mjs', 'vitest.config.ts'] as const;

// Installed, built or generated at run time: not the project's own text.
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'reports', 'test-results']);
const TEXT = /\.(ts|tsx|mts|mjs|js|astro|sql|css|md|toml)$/;

function walk(dir: string, found: string[]): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIPPED_DIRS.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, found);
    else if (TEXT.test(entry.name)) found.push(path);
  }
}

/** Every text file of the covered folders and top-level files, sorted by path. */
export function readRepoFiles(root = REPO_ROOT): SourceFile[] {
  const paths: string[] = TOP_LEVEL.map((name) => join(root, name));
  for (const folder of FOLDERS) walk(join(root, folder), paths);
  return paths
    .map((path) => ({ path: relative(root, path).split(sep).join('/'), text: readFileSync(path, 'utf8') }))
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** The 1-based line of a character offset. */
export function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

/** The folder part of a repository path ('src/lib/a.ts' → 'src/lib'). */
export function dirOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash === -1 ? '' : path.slice(0, slash);
}

/** Resolves a relative specifier or link against the folder of `from`; null if it climbs out of the repository. */
export function resolvePath(from: string, target: string): string | null {
  const parts = dirOf(from).split('/').filter(Boolean);
  for (const part of target.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.length === 0) return null;
      parts.pop();
    } else parts.push(part);
  }
  return parts.join('/');
}
