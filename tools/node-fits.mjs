// Whether the running Node satisfies package.json's engines.node. .ci/run asks before it
// decides to install Node 24, so this runs on whatever Node a machine has: plain JavaScript
// (an old Node cannot run the project's .ts tools) and no dependencies (npm ci has not run).
// It reads the grammar engines.node is written in here, alternatives joined by `||`, each
// `^x.y.z` (major x, at least x.y.z) or `>=x.y.z`, and throws on anything else, so the
// range cannot silently mean something else than npm reads (tests/unit/node-minimum.test.ts).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const parse = (version) => {
  const match = /^v?(\d+)\.(\d+)\.(\d+)$/.exec(version.trim());
  if (!match) throw new Error(`Not a version: ${version}`);
  return match.slice(1).map(Number);
};

const atLeast = (have, want) =>
  have[0] !== want[0] ? have[0] > want[0] : have[1] !== want[1] ? have[1] > want[1] : have[2] >= want[2];

/** Whether `version` (e.g. "24.21.0" or "v24.21.0") satisfies `range`. */
export function satisfies(version, range) {
  const have = parse(version);
  return range.split('||').some((alternative) => {
    const match = /^\s*(\^|>=)\s*(\S+)\s*$/.exec(alternative);
    if (!match) throw new Error(`engines.node uses syntax tools/node-fits.mjs does not read: "${alternative.trim()}"`);
    const want = parse(match[2]);
    return match[1] === '^' ? have[0] === want[0] && atLeast(have, want) : atLeast(have, want);
  });
}

export const enginesRange = () =>
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).engines.node;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const range = enginesRange();
  const fits = satisfies(process.versions.node, range);
  if (!fits) console.error(`Node ${process.versions.node} does not satisfy engines.node "${range}" in package.json`);
  process.exit(fits ? 0 : 1);
}
