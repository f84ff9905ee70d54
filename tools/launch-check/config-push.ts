// `npm run supabase:config-push [-- --project-ref <ref>]`: pushes supabase/config.toml's settings
// (Auth, Storage, API) to the linked hosted project with the pinned CLI, after checking what the
// CLI would not: every env(NAME) the file reads is set, since the CLI pushes an unset one as the
// literal text "env(NAME)", and the Auth URLs are the site's own https addresses. It pushes a copy
// of the file without the settings that exist for local stand-ins only (LOCAL_ONLY_SETTINGS),
// from a scratch folder beside the real one, so a hosted project never gets them.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { nodeEnv } from '../../src/lib/env/node.ts';
import type { EnvSource } from '../../src/lib/env/variables.ts';
import { CONFIG_TOML } from '../local-supabase/config-toml.ts';

/** The NAMEs of every env(NAME) in a config.toml. */
export const envReferences = (configToml: string): string[] => [
  ...new Set([...configToml.matchAll(/"env\(([A-Z0-9_]+)\)"/g)].map((match) => match[1] ?? '')),
];

/**
 * Settings for `supabase start` and the local stack only, by section: Google's nonce check cannot
 * pass against a local callback, and on a hosted project skipping it would accept any ID token's nonce.
 */
export const LOCAL_ONLY_SETTINGS: readonly { section: string; key: string }[] = [
  { section: 'auth.external.google', key: 'skip_nonce_check' },
];

/** env() values config.toml may go without: unset, their entry is left out of the push. */
export const OPTIONAL_ENV: readonly string[] = ['SUPABASE_AUTH_PREVIEW_REDIRECT_URL'];

/**
 * config.toml as a hosted project should get it: every local-only setting's line removed, and
 * each optional env() entry that is unset dropped from its list.
 */
export function hostedConfig(configToml: string, env: EnvSource = {}): string {
  let section = '';
  const unset = OPTIONAL_ENV.filter((name) => text(env, name) === '');
  const withoutUnset = unset.reduce(
    (toml, name) => toml.replace(new RegExp(`,?\\s*"env\\(${name}\\)"`, 'g'), ''),
    configToml,
  );
  return withoutUnset
    .split('\n')
    .filter((line) => {
      const header = /^\s*\[([^\]]+)\]\s*$/.exec(line);
      if (header) section = header[1] ?? '';
      const key = /^\s*([a-z_]+)\s*=/.exec(line)?.[1];
      return !LOCAL_ONLY_SETTINGS.some((setting) => setting.section === section && setting.key === key);
    })
    .join('\n');
}

/** A scratch project folder: the hosted config.toml, and everything else of supabase/ linked in. */
function hostedWorkdir(supabaseDir: string, hostedToml: string): string {
  const workdir = mkdtempSync(join(tmpdir(), 'sodam-config-push-'));
  mkdirSync(join(workdir, 'supabase'));
  for (const entry of readdirSync(supabaseDir))
    if (entry !== 'config.toml') symlinkSync(join(supabaseDir, entry), join(workdir, 'supabase', entry));
  writeFileSync(join(workdir, 'supabase', 'config.toml'), hostedToml);
  return workdir;
}

const text = (env: EnvSource, name: string) => {
  const value = env[name];
  return typeof value === 'string' ? value.trim() : '';
};

/** What would make the push wrong, one sentence each; none means it may go. */
export function configPushProblems(configToml: string, env: EnvSource): string[] {
  const problems = envReferences(configToml)
    .filter((name) => text(env, name) === '' && !OPTIONAL_ENV.includes(name))
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
  const preview = text(env, 'SUPABASE_AUTH_PREVIEW_REDIRECT_URL');
  if (preview && (!/^https:\/\/[^/]+\/login\*\*$/.test(preview) || /localhost|127\.0\.0\.1/.test(preview)))
    problems.push(
      `SUPABASE_AUTH_PREVIEW_REDIRECT_URL="${preview}" must be the Preview domain's https origin with /login**.`,
    );
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('../../', import.meta.url));
  const env = nodeEnv(root, 'production');
  const configToml = readFileSync(CONFIG_TOML, 'utf8');
  const problems = configPushProblems(configToml, env);
  if (problems.length > 0) {
    console.error('supabase config push stopped: the hosted settings are not complete.\n');
    for (const problem of problems) console.error(`  ✗ ${problem}`);
    console.error(
      '\nSet them in the shell or .env.production (docs/deploy.md#3-supabase-members-inquiries-installer).',
    );
    process.exit(1);
  }
  const supabaseDir = join(root, 'supabase');
  if (!existsSync(join(supabaseDir, '.temp', 'project-ref')))
    console.warn(
      'supabase/.temp/project-ref is missing: run npx supabase link --project-ref <ref> first, or pass --project-ref.',
    );
  const workdir = hostedWorkdir(supabaseDir, hostedConfig(configToml, env));
  console.log(`Pushing supabase/config.toml without ${LOCAL_ONLY_SETTINGS.map((s) => s.key).join(', ')} (local only).`);
  const result = spawnSync('npx', ['supabase', 'config', 'push', '--workdir', workdir, ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
    env: env as NodeJS.ProcessEnv,
  });
  rmSync(workdir, { recursive: true, force: true });
  process.exit(result.status ?? 1);
}
