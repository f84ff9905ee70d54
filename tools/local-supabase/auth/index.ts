// The auth service at /auth/v1: the part of Supabase Auth's API that supabase-js calls for
// this site (social sign-in with PKCE, refresh, user, logout) and that the naver-auth function
// and staff tools call with the service role (admin users, generate_link, verify). A deleted
// user's tokens fail as Supabase Auth's do: the access token with user_not_found, the refresh
// token with refresh_token_not_found (its session went with the user).
import type { StackContext } from '../context.ts';
import { bearerToken, type Handler, json, readJson } from '../gateway/http.ts';
import { createUser, deleteUser, getUser, listUsersRoute, requireServiceRole } from './admin.ts';
import { auditUser } from './audit-log.ts';
import { authError, AuthFailure } from './errors.ts';
import { completeSignIn, signInPage } from './local-sign-in.ts';
import { generateLink, verify } from './magic-link.ts';
import { authorize, exchangeCode } from './oauth.ts';
import { createOtpAttempts, type OtpAttempts } from './otp-attempts.ts';
import { createProviderAccounts, type ProviderAccounts } from './provider-accounts.ts';
import { endSessions, refreshSession, sessionExists } from './sessions.ts';
import { signup } from './signup.ts';
import { type AccessClaims, verifyJwt } from './tokens.ts';
import { loadUser } from './users.ts';

const PREFIX = '/auth/v1';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The signed-in user's claims from the Bearer token: the user still there (checked first, as
 * Supabase Auth does), and its session still alive. */
async function requireUser(ctx: StackContext, request: Request): Promise<AccessClaims & { session_id: string }> {
  const token = bearerToken(request);
  if (!token) throw new AuthFailure(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  const claims = await verifyJwt(ctx, token);
  if (!claims.sub) throw new AuthFailure(403, 'bad_jwt', 'invalid claim: missing sub claim');
  const user = UUID.test(claims.sub) ? await ctx.sql.transaction((tx) => loadUser(tx, claims.sub)) : undefined;
  if (!user) throw new AuthFailure(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : '';
  const alive = UUID.test(sessionId) && (await ctx.sql.transaction((tx) => sessionExists(tx, sessionId)));
  if (!alive) throw new AuthFailure(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  return { ...claims, session_id: sessionId };
}

interface Memory {
  attempts: OtpAttempts;
  accounts: ProviderAccounts;
}

async function route(
  ctx: StackContext,
  request: Request,
  path: string,
  { attempts, accounts }: Memory,
): Promise<Response> {
  const method = request.method;
  const key = `${method} ${path}`;
  switch (key) {
    case 'GET /authorize':
      return authorize(ctx, request);
    case 'GET /local/sign-in':
      return signInPage(ctx, request, accounts);
    case 'POST /local/sign-in':
      return completeSignIn(ctx, request, accounts);
    case 'POST /token': {
      const grant = new URL(request.url).searchParams.get('grant_type');
      const body = await readJson(request);
      if (grant === 'pkce') return exchangeCode(ctx, body);
      if (grant === 'refresh_token') {
        if (typeof body.refresh_token !== 'string' || body.refresh_token === '') {
          return authError(400, 'validation_failed', 'Refresh Token is required');
        }
        const token = body.refresh_token;
        const outcome = await ctx.sql.transaction((tx) => refreshSession(ctx, tx, token));
        return outcome instanceof AuthFailure ? outcome.toResponse() : json(200, outcome);
      }
      return authError(400, 'validation_failed', `Unsupported grant type: ${grant ?? ''}`);
    }
    case 'GET /user': {
      const claims = await requireUser(ctx, request);
      const user = await ctx.sql.transaction((tx) => loadUser(tx, claims.sub));
      if (!user) return authError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
      return json(200, user);
    }
    case 'POST /logout': {
      const scope = new URL(request.url).searchParams.get('scope') ?? 'global';
      if (scope !== 'global' && scope !== 'local' && scope !== 'others')
        return authError(400, 'validation_failed', 'Unsupported logout scope');
      const claims = await requireUser(ctx, request);
      await ctx.sql.transaction(async (tx) => {
        await auditUser(tx, claims.sub, 'logout');
        await endSessions(tx, claims.sub, claims.session_id, scope);
      });
      return new Response(null, { status: 204 });
    }
    case 'POST /verify':
      return verify(ctx, await readJson(request), attempts);
    case 'POST /signup':
      return signup(ctx, await readJson(request));
    case 'GET /settings':
      // What a hosted project answers after `supabase config push` (config.toml's [auth] settings).
      return json(200, {
        external: { ...ctx.auth.providers, email: ctx.auth.emailSignup, phone: false },
        disable_signup: !ctx.auth.signup,
        mailer_autoconfirm: false,
        phone_autoconfirm: false,
        sms_provider: '',
        saml_enabled: false,
      });
    case 'GET /health':
      return json(200, { version: 'sodam-local', name: 'GoTrue', description: 'Local stand-in for Supabase Auth' });
    case 'GET /.well-known/jwks.json':
      // HS256 keys are symmetric and never published; supabase-js then verifies via GET /user.
      return json(200, { keys: [] });
  }

  if (path.startsWith('/admin/')) {
    await requireServiceRole(ctx, request);
    if (key === 'POST /admin/users') return createUser(ctx, await readJson(request));
    if (key === 'GET /admin/users') return listUsersRoute(ctx, request);
    if (key === 'POST /admin/generate_link') return generateLink(ctx, request, await readJson(request), attempts);
    const match = /^\/admin\/users\/([^/]+)$/.exec(path);
    if (method === 'GET' && match?.[1]) return getUser(ctx, decodeURIComponent(match[1]));
    if (method === 'DELETE' && match?.[1])
      return deleteUser(ctx, decodeURIComponent(match[1]), await readJson(request));
  }
  return json(404, { code: 404, error_code: 'not_found', msg: `The local auth service has no ${method} ${path}` });
}

export function createAuthService(ctx: StackContext): Handler {
  const memory: Memory = { attempts: createOtpAttempts(), accounts: createProviderAccounts() };
  return async (request) => {
    const path = new URL(request.url).pathname.slice(PREFIX.length) || '/';
    try {
      return await route(ctx, request, path, memory);
    } catch (error) {
      if (error instanceof AuthFailure) return error.toResponse();
      if (error instanceof SyntaxError)
        return authError(400, 'validation_failed', 'Could not parse request body as JSON');
      console.error(`[local auth] ${request.method} ${path} failed:`, error);
      return authError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information');
    }
  };
}
