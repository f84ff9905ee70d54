// `npm run supabase:config-push [-- --project-ref <ref>]`: pushes supabase/config.toml's settings
// (Auth, Storage, API) to the linked hosted project with the pinned CLI, after checking what the
// CLI would not: every env(NAME) the file reads is set, since the CLI pushes an unset one as the
// literal text "env(NAME)", and the Auth URLs are the site's own https addresses.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { nodeEnv } from '../../src/lib/env/node.ts';
import type { EnvSource } from '../../src/lib/env/variables.ts';
import { CONFIG_TOML } from '../local-supabase/config-toml.ts';

/** The NAMEs of every env(NAME) in a config.toml. */
export const envReferences = (configToml: string): string[] => [
  ...new Set([...configToml.matchAll(/"env\(([A-Z0-9_]+)\)"/g)].map((match) => match[1] ?? '')),
];

const text = (env: EnvSource, name: string) => {
  const value = env[name];
  return typeof value === 'string' ? value.trim() : '';
};

/** What would make the push wrong, one sentence each; none means it may go. */
export function configPushProblems(configToml: string, env: EnvSource): string[] {
  const problems = envReferences(configToml)
    .filter((name) => text(env, name) === '')
    .map(
      (name) => `${name} is not set: supabase/config.toml reads it, and the CLI would push the text "env(${name})".`,
    );
  const site = text(env, 'SUPABASE_AUTH_SITE_URL');
  if (site && !/^https:\/\/[^/]+$/.test(site.replace(/\/$/, '')))
    problems.push(`SUPABASE_AUTH_SITE_URL="${site}" must be the site's https origin, e.g. https://www.example.kr.`);
  if (/localhost|127\.0\.0\.1/.test(site)) problems.push('SUPABASE_AUTH_SITE_URL points at this machine.');
  const redirect = text(env, 'SUPABASE_AUTH_REDIRECT_URL');
  if (site && redirect && redirect !== `${site.replace(/\/$/, '')}/login**`)
    problems.push(
      `SUPABASE_AUTH_REDIRECT_URL="${redirect}" must be ${site.replace(/\/$/, '')}/login** (every sign-in ends on /login).`,
    );
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('../../', import.meta.url));
  const env = nodeEnv(root, 'production');
  const problems = configPushProblems(readFileSync(CONFIG_TOML, 'utf8'), env);
  if (problems.length > 0) {
    console.error('supabase config push stopped: the hosted settings are not complete.\n');
    for (const problem of problems) console.error(`  ✗ ${problem}`);
    console.error(
      '\nSet them in the shell or .env.production (docs/deploy.md#2-supabase-members-inquiries-installer).',
    );
    process.exit(1);
  }
  const result = spawnSync('npx', ['supabase', 'config', 'push', ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
    env: env as NodeJS.ProcessEnv,
  });
  process.exit(result.status ?? 1);
}
