// @vitest-environment node
// The Node the project runs on: it pins its own (optionalDependencies node-<platform>, which npm
// links into node_modules/.bin ahead of the machine's Node), and engines.node is a closed range:
// the major of that pinned Node, the one CI tests, from the minimum derived from what the scripts
// need (every installed package's engines.node, and Node's own type stripping for the .ts files
// `npm run …` hands to `node`: default since 22.18 and 23.6, erasable syntax only, which Node
// itself checks here). The README, docs/development.md, .ci/run and .nvmrc must agree with it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { stripTypeScriptTypes } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

import { enginesRange, misfit, pinnedNode, satisfies } from '../../tools/node-fits.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const TYPE_STRIPPING = '^22.18.0 || >=23.6.0';
/** The release lines CI tests: the major of the Node the project pins for itself. */
const CI_MAJORS = [semver.major(pinnedNode())];

/** engines.node of every package npm installed here (its own record of the install). */
function installedEngines(): Map<string, string> {
  const lock = JSON.parse(read('node_modules/.package-lock.json')) as {
    packages: Record<string, { engines?: { node?: string } }>;
  };
  const engines = new Map<string, string>();
  for (const [path, entry] of Object.entries(lock.packages)) {
    const node = entry.engines?.node;
    if (node && existsSync(join(ROOT, path))) engines.set(path.replace(/^.*node_modules\//, ''), node);
  }
  return engines;
}

/** The lowest version of `major` that satisfies every range, if any does. */
function lowest(major: number, ranges: string[]): string | undefined {
  const bounds = ranges
    .flatMap((range) => new semver.Range(range).set.flat().map((comparator) => comparator.semver.version))
    .filter((version) => semver.valid(version) !== null);
  const candidates = [`${major}.0.0`, ...bounds.filter((version) => semver.major(version) === major)].sort(
    semver.compare,
  );
  return candidates.find((version) => ranges.every((range) => semver.satisfies(version, range)));
}

/** Each tested major from its lowest version that fits, up to the next major: no open end. */
function derivedRange(): string {
  const ranges = [...installedEngines().values(), TYPE_STRIPPING];
  return CI_MAJORS.map((major) => lowest(major, ranges))
    .filter((version) => version !== undefined)
    .map((version) => `^${version}`)
    .join(' || ');
}

/** The .ts files `npm run <script>` runs with node, and every local .ts they import. */
function scriptFiles(): string[] {
  const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
  const entries = Object.values(scripts).flatMap((command) =>
    [...command.matchAll(/\bnode\s+(\S+\.ts)\b/g)].map((match) => resolve(ROOT, match[1] ?? '')),
  );
  // The functions runner imports each supabase/functions/<name>/handler.ts by a computed path.
  const functions = readdirSync(join(ROOT, 'supabase/functions'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(ROOT, 'supabase/functions', entry.name, 'handler.ts')))
    .map((entry) => join(ROOT, 'supabase/functions', entry.name, 'handler.ts'));
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const match of read(relative(ROOT, file)).matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g)) {
      const target = resolve(dirname(file), match[1] ?? '');
      if (target.endsWith('.ts')) visit(target);
    }
  };
  [...entries, ...functions].forEach(visit);
  return [...seen].sort();
}

describe('the Node version the project needs', () => {
  const engines = enginesRange();

  it('package.json engines.node is the range every installed package and type stripping allow', () => {
    expect(engines).toBe(derivedRange());
  });

  it('is closed: no version of a major CI does not test satisfies it', () => {
    expect(new semver.Range(engines).set.length).toBe(CI_MAJORS.length);
    for (const major of [20, 22, 23, 25, 26, 27]) {
      if (!CI_MAJORS.includes(major)) expect(semver.intersects(engines, `${major}.x`), `${major}.x`).toBe(false);
    }
  });

  it('the pinned Node is inside it, and .nvmrc names its major', () => {
    expect(semver.satisfies(pinnedNode(), engines)).toBe(true);
    expect(Number(read('.nvmrc').trim())).toBe(semver.major(pinnedNode()));
  });

  it('the README commands check the Node they run on before anything else, with tools/node-fits.mjs', () => {
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.predev).toBe('node tools/node-fits.mjs');
    expect(scripts.pretest).toBe('node tools/node-fits.mjs');
    expect(read('.ci/run')).toMatch(/\bnpm test\b/);
  });

  it('a Node outside the range is told in one line which Node to install', () => {
    expect(misfit('24.21.0', engines, pinnedNode())).toBeUndefined();
    const message = misfit('20.20.2', engines, pinnedNode()) ?? '';
    expect(message).not.toContain('\n');
    expect(message).toContain(`Node 20.20.2 cannot run this project, which needs Node ${engines}`);
    expect(message).toContain(`install Node ${semver.major(pinnedNode())}`);
  });

  it('tools/node-fits.mjs reads engines.node as npm does', () => {
    const versions = [
      '20.19.0',
      '22.12.0',
      '22.18.0',
      '22.22.1',
      '22.22.2',
      '23.11.0',
      '24.0.0',
      '24.14.9',
      '24.15.0',
      '24.21.0',
      '25.1.0',
      '26.0.0',
      '27.3.1',
    ];
    for (const range of [engines, '^22.22.3 || ^24.16.0 || >=26.3.0']) {
      for (const version of versions)
        expect(satisfies(version, range), `${version} in ${range}`).toBe(semver.satisfies(version, range));
    }
  });

  it('the README and docs/development.md name the pinned Node, and the docs the same range', () => {
    expect(read('docs/development.md')).toContain(`\`${engines}\``);
    expect(read('docs/development.md')).toContain(`Node ${pinnedNode()}`);
    expect(read('README.md')).toContain(`Node ${pinnedNode()}`);
  });

  it('every .ts file the scripts run is plain erasable TypeScript with explicit import extensions', () => {
    const files = scriptFiles();
    expect(files.length).toBeGreaterThan(20);
    const problems = files.flatMap((file) => {
      const source = read(relative(ROOT, file));
      const found: string[] = [];
      try {
        stripTypeScriptTypes(source, { mode: 'strip' });
      } catch (error) {
        found.push(`${relative(ROOT, file)}: ${error instanceof Error ? error.message : String(error)}`);
      }
      for (const match of source.matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g)) {
        if (!/\.(ts|mjs|js|json)$/.test(match[1] ?? ''))
          found.push(`${relative(ROOT, file)}: import '${match[1]}' needs its file extension for Node`);
      }
      return found;
    });
    expect(problems).toEqual([]);
  });
});
