// `npm run build:prod`: the production build. Refuses to start while a production setting is
// missing or still points at the local stack (rules: tools/prod-env.ts). Plain `npm run build`
// (and CI, which sets CI=true) keeps its local fallbacks and never runs this check.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import { nodeEnv } from '../src/lib/env/node.ts';
import { type Env, productionEnvProblems, productionEnvWarnings } from './prod-env.ts';

const root = fileURLToPath(new URL('../', import.meta.url));
// The same precedence as the build: the shell's variables over .env.production / .env files.
const env = nodeEnv(root, 'production') as Env;
const problems = productionEnvProblems(env);
for (const warning of productionEnvWarnings(env)) console.warn(`  ! ${warning}`);

if (problems.length > 0) {
  console.error('build:prod stopped: the production settings are not complete.\n');
  for (const problem of problems) console.error(`  ✗ ${problem.message}`);
  console.error('\nSet them on the host (or in .env.production); see docs/deploy.md#5-the-site-on-vercel.');
  process.exit(1);
}

// The checked values go to the build as they were checked: astro.config.mjs reads PUBLIC_SITE_URL
// from process.env only, so a value kept in .env.production must be passed on explicitly.
const result = spawnSync('npx', ['astro', 'build'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...env, NODE_ENV: 'production' },
});
if (result.error) throw result.error;
process.exit(result.status ?? 1);
