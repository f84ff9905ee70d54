// The rules `npm run build:prod` checks before building for production: every setting that
// has a local fallback must be set, and none may still point at the local stack. A build that
// silently used the seed content, the local Supabase or a localhost canonical URL would look
// fine on the host and be wrong for every visitor and crawler.
import { LOCAL_NAVER_CLIENT_ID, LOCAL_SUPABASE_ANON_KEY } from '../src/lib/supabase/local-stack.ts';

export type Env = Record<string, string | undefined>;

interface EnvProblem {
  variable: string;
  message: string;
}

const LOOPBACK = /^(localhost|127(?:\.\d+){3}|\[::1\]|0\.0\.0\.0)$/i;

function value(env: Env, name: string): string | undefined {
  const v = env[name]?.trim();
  return v ? v : undefined;
}

/** A public https origin: problems as sentences, or none. */
function checkPublicUrl(env: Env, name: string, what: string): EnvProblem[] {
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

function checkAnonKey(env: Env): EnvProblem[] {
  const name = 'PUBLIC_SUPABASE_ANON_KEY';
  const key = value(env, name);
  if (!key)
    return [
      {
        variable: name,
        message: `${name} is not set: copy the project's anon (public) key from Supabase → Project Settings → API.`,
      },
    ];
  if (key === LOCAL_SUPABASE_ANON_KEY)
    return [{ variable: name, message: `${name} is the local stack's key: use the hosted project's anon key.` }];
  // A service-role or secret key in a PUBLIC_ variable would be shipped to every visitor.
  if (jwtRole(key) === 'service_role' || key.startsWith('sb_secret_')) {
    return [
      {
        variable: name,
        message: `${name} holds a service-role (secret) key: it would be published in the site; use the anon key.`,
      },
    ];
  }
  return [];
}

export function productionEnvProblems(env: Env): EnvProblem[] {
  const problems = [
    ...checkPublicUrl(env, 'PUBLIC_SITE_URL', "the site's public https origin (canonical URLs, sitemap, Open Graph)"),
    ...checkPublicUrl(env, 'PUBLIC_SUPABASE_URL', "the hosted Supabase project's https URL"),
    ...checkAnonKey(env),
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
