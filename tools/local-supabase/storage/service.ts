// Storage at /storage/v1, the part supabase-js uses for the installer:
//   POST /object/sign/<bucket>/<path> {expiresIn}   createSignedUrl → { signedURL }
//   GET  /object/sign/<bucket>/<path>?token=…       the file, for whoever holds the URL
//   GET  /object[/authenticated]/<bucket>/<path>    download() with the caller's JWT
// Like Supabase Storage, whether a caller may sign or read is decided by the RLS policies on
// storage.objects, evaluated in Postgres as the caller's role with the caller's claims.
import { errors, jwtVerify, SignJWT } from 'jose';

import type { AccessClaims } from '../auth/tokens.ts';
import type { StackContext } from '../context.ts';
import { bearerToken, type Handler, json, readJson } from '../gateway/http.ts';
import { readObject } from './files.ts';

const PREFIX = '/storage/v1';

interface ObjectRow {
  name: string;
  metadata: { mimetype?: string; eTag?: string; lastModified?: string } | null;
}

/** Storage's error body; supabase-js reads statusCode, error and message from it. */
const storageError = (status: number, statusCode: string, code: string, error: string, message: string) =>
  json(status, { statusCode, code, error, message });

const notFound = () => storageError(400, '404', 'NoSuchKey', 'not_found', 'Object not found');
const invalidJwt = (message: string) => storageError(400, '403', 'InvalidJWT', 'Unauthorized', message);

async function callerClaims(ctx: StackContext, request: Request): Promise<AccessClaims | Response> {
  const token = bearerToken(request);
  if (!token) return invalidJwt("headers must have required property 'authorization'");
  try {
    const { payload } = await jwtVerify(token, ctx.jwtKey, { algorithms: ['HS256'] });
    if (typeof payload.role !== 'string') return invalidJwt('The JWT has no role claim');
    return { ...payload, sub: typeof payload.sub === 'string' ? payload.sub : '', role: payload.role };
  } catch (error) {
    if (error instanceof errors.JOSEError) return invalidJwt(error.message);
    throw error;
  }
}

/** The object as the caller's role sees it through RLS, or undefined. */
async function visibleObject(
  ctx: StackContext,
  claims: AccessClaims,
  bucket: string,
  name: string,
): Promise<ObjectRow | undefined> {
  const rows = await ctx.sql.asCaller(claims, (tx) =>
    tx.query<ObjectRow>('select name, metadata from storage.objects where bucket_id = $1 and name = $2', [
      bucket,
      name,
    ]),
  );
  return rows[0];
}

async function fileResponse(
  ctx: StackContext,
  bucket: string,
  object: ObjectRow,
  download: string | null,
): Promise<Response> {
  const bytes = await readObject(ctx.storageDir, bucket, object.name);
  if (!bytes) return notFound();
  const headers: Record<string, string> = {
    'content-type': object.metadata?.mimetype ?? 'application/octet-stream',
    'content-length': String(bytes.length),
    'cache-control': 'no-cache',
    ...(object.metadata?.eTag ? { etag: object.metadata.eTag } : {}),
    ...(object.metadata?.lastModified ? { 'last-modified': new Date(object.metadata.lastModified).toUTCString() } : {}),
  };
  if (download !== null) {
    const filename = download || object.name.split('/').pop() || object.name;
    headers['content-disposition'] =
      `attachment; filename="${filename.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
  }
  return new Response(new Uint8Array(bytes), { status: 200, headers });
}

async function sign(ctx: StackContext, request: Request, bucket: string, name: string): Promise<Response> {
  const claims = await callerClaims(ctx, request);
  if (claims instanceof Response) return claims;
  const body = await readJson(request);
  const expiresIn = Number(body.expiresIn);
  if (!Number.isFinite(expiresIn) || expiresIn < 1)
    return storageError(400, '400', 'InvalidRequest', 'Bad Request', 'expiresIn must be a positive number of seconds');
  if (!(await visibleObject(ctx, claims, bucket, name))) return notFound();
  const token = await new SignJWT({ url: `${bucket}/${name}` })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + Math.floor(expiresIn))
    .sign(ctx.jwtKey);
  return json(200, { signedURL: `/object/sign/${bucket}/${name}?token=${token}` });
}

async function serveSigned(ctx: StackContext, request: Request, bucket: string, name: string): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const token = params.get('token');
  if (!token)
    return storageError(400, '400', 'InvalidRequest', 'Bad Request', "querystring must have required property 'token'");
  let url: unknown;
  try {
    ({
      payload: { url },
    } = await jwtVerify(token, ctx.jwtKey, { algorithms: ['HS256'] }));
  } catch (error) {
    if (error instanceof errors.JOSEError) return invalidJwt(error.message);
    throw error;
  }
  if (url !== `${bucket}/${name}`) return invalidJwt('The signed URL is for another object');
  // The URL is the permission now: read the row as Storage's own (owner) role.
  const [object] = await ctx.sql.transaction((tx) =>
    tx.query<ObjectRow>('select name, metadata from storage.objects where bucket_id = $1 and name = $2', [
      bucket,
      name,
    ]),
  );
  return object ? fileResponse(ctx, bucket, object, params.get('download')) : notFound();
}

async function serveAuthenticated(
  ctx: StackContext,
  request: Request,
  bucket: string,
  name: string,
): Promise<Response> {
  const claims = await callerClaims(ctx, request);
  if (claims instanceof Response) return claims;
  const object = await visibleObject(ctx, claims, bucket, name);
  return object ? fileResponse(ctx, bucket, object, new URL(request.url).searchParams.get('download')) : notFound();
}

export function createStorageService(ctx: StackContext): Handler {
  return async (request) => {
    const path = new URL(request.url).pathname.slice(PREFIX.length);
    const match = /^\/object\/(sign\/|authenticated\/)?([^/]+)\/(.+)$/.exec(path);
    if (!match?.[2] || !match[3])
      return storageError(
        404,
        '404',
        'NotFound',
        'Not Found',
        `The local storage has no route ${request.method} ${path}`,
      );
    const kind = match[1];
    const bucket = decodeURIComponent(match[2]);
    const name = match[3].split('/').map(decodeURIComponent).join('/');
    try {
      if (kind === 'sign/' && request.method === 'POST') return await sign(ctx, request, bucket, name);
      if (kind === 'sign/' && request.method === 'GET') return await serveSigned(ctx, request, bucket, name);
      if (kind !== 'sign/' && request.method === 'GET') return await serveAuthenticated(ctx, request, bucket, name);
      return storageError(
        405,
        '405',
        'InvalidRequest',
        'Method Not Allowed',
        `${request.method} is not supported here by the local storage`,
      );
    } catch (error) {
      if (error instanceof SyntaxError)
        return storageError(400, '400', 'InvalidRequest', 'Bad Request', 'Body is not valid JSON');
      console.error(`[local storage] ${request.method} ${path} failed:`, error);
      return storageError(500, '500', 'InternalError', 'Internal Server Error', 'Internal Server Error');
    }
  };
}
