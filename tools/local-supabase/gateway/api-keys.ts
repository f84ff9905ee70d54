// The project's API keys as the hosted gateway treats them. Four keys are accepted in the
// `apikey` header: the publishable key and the legacy anon JWT act as `anon`, the secret key
// and the legacy service-role JWT as `service_role`. The new keys are not JWTs, so PostgREST,
// Auth and Storage cannot read them: the gateway puts a short-lived JWT for the key's role in
// the Authorization header instead, when the caller sent none or sent the key itself there
// (supabase-js does so until a user signs in). A user's own JWT passes through untouched, and
// a new key in Authorization that differs from the apikey is refused, as hosted Supabase does.
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { SignJWT } from 'jose';

import { carriesSecret, fromBrowser, SECRET_FROM_BROWSER } from './browser-keys.ts';

export interface ApiKeys {
  /** The publishable key (`sb_publishable_…`) and the legacy anon JWT: role `anon`. */
  publishable: string;
  anon: string;
  /** The secret key (`sb_secret_…`) and the legacy service-role JWT: role `service_role`. */
  secret: string;
  serviceRole: string;
}

export type KeyRole = 'anon' | 'service_role';

/** How long the JWT that stands in for an opaque key lives: one request's worth. */
export const ROLE_TOKEN_SECONDS = 60;

/** The role a key stands for, or undefined for a key this project never issued. */
export function roleOfKey(keys: ApiKeys, key: string): KeyRole | undefined {
  if (key === keys.publishable || key === keys.anon) return 'anon';
  if (key === keys.secret || key === keys.serviceRole) return 'service_role';
  return undefined;
}

/** Publishable and secret keys are opaque strings, never JWTs. */
export const isOpaqueKey = (key: string): boolean => key.startsWith('sb_');

/** The JWT the services see for a request that came with an opaque key of `role`. */
export function roleToken(jwtKey: Uint8Array, role: KeyRole): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ iss: 'sodam-pos-local-gateway', role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + ROLE_TOKEN_SECONDS)
    .sign(jwtKey);
}

export const OPAQUE_KEY_AS_BEARER = {
  message: 'Invalid authorization header',
  hint: 'A publishable or secret key goes in the apikey header; Authorization: Bearer may carry it only when it equals the apikey, or else a user JWT.',
};

/**
 * Swaps an opaque apikey for its role's JWT in `headers.authorization` (in place). Returns a
 * refusal body when the Authorization header carries another opaque key; nothing otherwise.
 */
export async function exchangeOpaqueKey(
  keys: ApiKeys,
  jwtKey: Uint8Array,
  apikey: string,
  headers: IncomingHttpHeaders,
): Promise<typeof OPAQUE_KEY_AS_BEARER | undefined> {
  const role = roleOfKey(keys, apikey);
  if (!role || !isOpaqueKey(apikey)) return undefined;
  const bearer = /^Bearer\s+(\S+)$/i.exec(headers.authorization ?? '')?.[1];
  if (bearer !== undefined && bearer !== apikey) return isOpaqueKey(bearer) ? OPAQUE_KEY_AS_BEARER : undefined;
  headers.authorization = `Bearer ${await roleToken(jwtKey, role)}`;
  return undefined;
}

export interface Refusal {
  message: string;
  hint: string;
}

const NO_KEY: Refusal = {
  message: 'No API key found in request',
  hint: 'No `apikey` request header or url param was found.',
};
const INVALID_KEY: Refusal = {
  message: 'Invalid API key',
  hint: 'Double check your Supabase publishable or secret API key (or the legacy anon / service_role key).',
};

function apiKeyOf(req: IncomingMessage, url: URL): string | undefined {
  const header = req.headers.apikey;
  return (Array.isArray(header) ? header[0] : header) ?? url.searchParams.get('apikey') ?? undefined;
}

/**
 * The gateway's key rules for one request, in the hosted order: a key where one is required
 * (`keyRequired`), none of the secret ones from a browser, then the opaque key's swap for its
 * role's JWT (`exchange`: not for Edge Functions, which the hosted gateway passes as sent).
 * Returns why the request is refused (always a 401), or nothing when it may go on.
 */
export async function admitApiKey(
  keys: ApiKeys,
  jwtKey: Uint8Array,
  req: IncomingMessage,
  url: URL,
  { keyRequired, exchange }: { keyRequired: boolean; exchange: boolean },
): Promise<Refusal | undefined> {
  const key = apiKeyOf(req, url);
  if (keyRequired && !key) return NO_KEY;
  if (keyRequired && key && !roleOfKey(keys, key)) return INVALID_KEY;
  if (fromBrowser(req.headers) && carriesSecret(req.headers, url, keys.secret)) return SECRET_FROM_BROWSER;
  return key && exchange ? exchangeOpaqueKey(keys, jwtKey, key, req.headers) : undefined;
}
