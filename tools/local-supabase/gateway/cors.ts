// CORS as Supabase's gateway answers it: any origin may call the API (the keys and RLS are the
// guard, not the origin), preflights allow whatever headers supabase-js sends, and the
// response headers supabase-js reads (Content-Range for counts, the API version) are exposed.

const EXPOSED = [
  'Content-Encoding',
  'Content-Location',
  'Content-Range',
  'Content-Type',
  'Content-Disposition',
  'Content-Length',
  'Date',
  'ETag',
  'Location',
  'Range-Unit',
  'X-Total-Count',
  'X-Supabase-Api-Version',
].join(', ');

/** Headers added to every non-preflight answer. */
export function corsHeaders(origin: string | undefined): Record<string, string> {
  return origin ? { 'access-control-allow-origin': '*', 'access-control-expose-headers': EXPOSED } : {};
}

/** The answer to an OPTIONS preflight. */
export function preflight(origin: string | undefined, requestedHeaders: string | undefined): Record<string, string> {
  return {
    ...corsHeaders(origin ?? '*'),
    'access-control-allow-methods': 'GET, HEAD, PUT, PATCH, POST, DELETE, OPTIONS',
    'access-control-allow-headers': requestedHeaders ?? 'authorization, x-client-info, apikey, content-type',
    'access-control-max-age': '3600',
    'content-length': '0',
  };
}
