// The rules `npm run build:prod` checks before building for production: every setting that
// has a local fallback must be set, and none may still point at the local stack. A build that
// silently used the seed content, the local Supabase or a localhost canonical URL would look
// fine on the host and be wrong for every visitor and crawler. Variables are read as the build
// reads them (src/lib/env/).
import { envText } from '../src/lib/env/read.ts';
import type { EnvName } from '../src/lib/env/variables.ts';
import {
  LOCAL_NAVER_CLIENT_ID,
  LOCAL_SUPABASE_ANON_KEY,
  LOCAL_SUPABASE_PUBLISHABLE_KEY,
} from '../src/lib/supabase/local-stack.ts';

export type Env = Record<string, string | undefined>;

interface EnvProblem {
  variable: string;
  message: string;
}

const LOOPBACK = /^(localhost|127(?:\.\d+){3}|\[::1\]|0\.0\.0\.0)$/i;

const value = (env: Env, name: EnvName): string | undefined => envText(env, name);

/** A public https origin: problems as sentences, or none. */
function checkPublicUrl(env: Env, name: EnvName, what: string): EnvProblem[] {
  const raw = value(env, name);
  if (!raw) return [{ variable: name, message: `${name} is not set: it must be ${what}.` }];
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return [{ variable: name, message: `${name}="${raw}" is not a URL: it must be ${what}.` }];
  }
  if (LOOPBACK.test(url.hostname))
    return [
      {
        variable: name,
        message: `${name}="${raw}" points at this machine (localhost or the local stack): it must be ${what}.`,
      },
    ];
  if (url.protocol !== 'https:')
    return [{ variable: name, message: `${name}="${raw}" is not https: it must be ${what}.` }];
  return [];
}

/** The role claim of a Supabase JWT key, when the key is one (new `sb_…` keys are not). */
function jwtRole(key: string): string | undefined {
  const payload = key.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { role?: unknown };
    return typeof claims.role === 'string' ? claims.role : undefined;
  } catch {
    return undefined;
  }
}

const isSecret = (key: string) => key.startsWith('sb_secret_') || jwtRole(key) === 'service_role';

/**
 * The browser's key: PUBLIC_SUPABASE_PUBLISHABLE_KEY, or until then the legacy anon key in
 * PUBLIC_SUPABASE_ANON_KEY (productionEnvWarnings says so). Neither slot may hold the local
 * stack's keys, and no secret key may sit in either: it would be shipped to every visitor.
 */
function checkBrowserKey(env: Env): EnvProblem[] {
  const problems: EnvProblem[] = [];
  const slots = [
    ['PUBLIC_SUPABASE_PUBLISHABLE_KEY', "the project's publishable key (sb_publishable_…)"],
    ['PUBLIC_SUPABASE_ANON_KEY', "the project's legacy anon key"],
  ] as const;
  for (const [name, what] of slots) {
    const key = value(env, name);
    if (!key) continue;
    if (isSecret(key))
      problems.push({
        variable: name,
        message: `${name} holds a secret (service-role) key: it would be published in the site; use ${what}.`,
      });
    else if (key === LOCAL_SUPABASE_PUBLISHABLE_KEY || key === LOCAL_SUPABASE_ANON_KEY)
      problems.push({ variable: name, message: `${name} is the local stack's key: use ${what}.` });
    else if (name === 'PUBLIC_SUPABASE_PUBLISHABLE_KEY' && !key.startsWith('sb_publishable_'))
      problems.push({
        variable: name,
        message: `${name} is not a publishable key (sb_publishable_…): a legacy anon key goes in PUBLIC_SUPABASE_ANON_KEY.`,
      });
  }
  if (!value(env, 'PUBLIC_SUPABASE_PUBLISHABLE_KEY') && !value(env, 'PUBLIC_SUPABASE_ANON_KEY'))
    problems.push({
      variable: 'PUBLIC_SUPABASE_PUBLISHABLE_KEY',
      message:
        "PUBLIC_SUPABASE_PUBLISHABLE_KEY is not set: copy the project's publishable key from Supabase → Project Settings → API Keys.",
    });
  return problems;
}

/** What builds but should change before the legacy keys are turned off. */
export function productionEnvWarnings(env: Env): string[] {
  return !value(env, 'PUBLIC_SUPABASE_PUBLISHABLE_KEY') && value(env, 'PUBLIC_SUPABASE_ANON_KEY')
    ? [
        'PUBLIC_SUPABASE_ANON_KEY is the legacy anon key: set PUBLIC_SUPABASE_PUBLISHABLE_KEY before the legacy keys are turned off in Supabase.',
      ]
    : [];
}

export function productionEnvProblems(env: Env): EnvProblem[] {
  const problems = [
    ...checkPublicUrl(env, 'PUBLIC_SITE_URL', "the site's public https origin (canonical URLs, sitemap, Open Graph)"),
    ...checkPublicUrl(env, 'PUBLIC_SUPABASE_URL', "the hosted Supabase project's https URL"),
    ...checkBrowserKey(env),
  ];
  if (!value(env, 'SANITY_PROJECT_ID')) {
    problems.push({
      variable: 'SANITY_PROJECT_ID',
      message:
        'SANITY_PROJECT_ID is not set: the build would publish the seed content from studio/seed/ instead of Sanity.',
    });
  }
  const naverId = value(env, 'PUBLIC_NAVER_CLIENT_ID');
  if (!naverId || naverId === LOCAL_NAVER_CLIENT_ID) {
    problems.push({
      variable: 'PUBLIC_NAVER_CLIENT_ID',
      message:
        "PUBLIC_NAVER_CLIENT_ID is not set to the Naver application's client id: Naver sign-in would go to the local stand-in.",
    });
  }
  if (value(env, 'PUBLIC_NAVER_AUTHORIZE_URL')) {
    problems.push(
      ...checkPublicUrl(env, 'PUBLIC_NAVER_AUTHORIZE_URL', "Naver's authorize page (or unset for the default)"),
    );
  }
  return problems;
}
