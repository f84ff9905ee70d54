// Whether the Node running the npm scripts fits package.json's engines.node. `npm install`
// brings the project's own Node (optionalDependencies node-<platform>, pinned in the lockfile)
// into node_modules/.bin, which npm puts first on every script's PATH, so this passes wherever
// that binary exists. Where none does (a platform the registry has no build for), `predev` and
// `pretest` stop here with one line naming the Node to install, instead of Node failing later
// on a .ts file. So it runs on whatever Node a machine has: plain JavaScript (an old Node cannot
// run the project's .ts tools) and no dependencies. It reads the grammar engines.node is written
// in here, alternatives joined by `||`, each `^x.y.z` (major x, at least x.y.z) or `>=x.y.z`, and
// throws on anything else, so the range cannot silently mean something else than npm reads
// (tests/unit/node-minimum.test.ts).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** @param {string} version @returns {number[]} */
const parse = (version) => {
  const match = /^v?(\d+)\.(\d+)\.(\d+)$/.exec(version.trim());
  if (!match) throw new Error(`Not a version: ${version}`);
  return match.slice(1).map(Number);
};

/** @param {number[]} have @param {number[]} want */
const atLeast = (have, want) =>
  have[0] !== want[0] ? have[0] > want[0] : have[1] !== want[1] ? have[1] > want[1] : have[2] >= want[2];

/**
 * Whether `version` (e.g. "24.21.0" or "v24.21.0") satisfies `range`.
 * @param {string} version
 * @param {string} range
 * @returns {boolean}
 */
export function satisfies(version, range) {
  const have = parse(version);
  return range.split('||').some((alternative) => {
    const match = /^\s*(\^|>=)\s*(\S+)\s*$/.exec(alternative);
    if (!match) throw new Error(`engines.node uses syntax tools/node-fits.mjs does not read: "${alternative.trim()}"`);
    const want = parse(match[2]);
    return match[1] === '^' ? have[0] === want[0] && atLeast(have, want) : atLeast(have, want);
  });
}

/** @returns {{ engines: { node: string }, optionalDependencies?: Record<string, string> }} */
const packageJson = () => JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

/** @returns {string} */
export const enginesRange = () => packageJson().engines.node;

/**
 * The Node the project pins for itself: the one version of its optional node-<platform> packages.
 * @returns {string}
 */
export function pinnedNode() {
  const versions = Object.entries(packageJson().optionalDependencies ?? {})
    .filter(([name]) => /^node-(linux|win|darwin)-/.test(name))
    .map(([, version]) => version);
  if (versions.length === 0 || new Set(versions).size !== 1)
    throw new Error(`package.json pins no single Node version: ${versions.join(', ') || 'none'}`);
  return versions[0];
}

/**
 * Undefined when `version` fits `range`, else the one line that says which Node to install.
 * @param {string} version
 * @param {string} range
 * @param {string} pinned
 * @returns {string | undefined}
 */
export function misfit(version, range, pinned) {
  if (satisfies(version, range)) return undefined;
  return (
    `Node ${version} cannot run this project, which needs Node ${range} (package.json engines): ` +
    `npm install brings Node ${pinned} along on Linux and Windows; elsewhere install Node ${parse(pinned)[0]} (.nvmrc), e.g. nvm install.`
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const message = misfit(process.versions.node, enginesRange(), pinnedNode());
  if (message) console.error(message);
  process.exit(message ? 1 : 0);
}
