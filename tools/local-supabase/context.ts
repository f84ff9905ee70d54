// What every service of the local stack needs to know about the stack it runs in.
import type { AuthSettings } from './config-toml.ts';
import type { Sql } from './db/sql.ts';

export interface StackContext {
  /** The gateway's public URL, e.g. http://127.0.0.1:54321 (the hosted project URL's twin). */
  url: string;
  /** The JWT secret as text (PostgREST) and as key bytes (jose). */
  jwtSecret: string;
  jwtKey: Uint8Array;
  /** The four API keys, as `supabase status -o env` names them: PUBLISHABLE_KEY, ANON_KEY, SECRET_KEY, SERVICE_ROLE_KEY. */
  publishableKey: string;
  anonKey: string;
  secretKey: string;
  serviceRoleKey: string;
  sql: Sql;
  /** Where a sign-in without an allowed redirect_to would go; also allowed itself. */
  siteUrl: string;
  /** Origins allowed as redirect_to besides any loopback origin (LOCAL_AUTH_REDIRECT_ORIGINS). */
  redirectOrigins: readonly string[];
  /** Folder with one sub-folder per bucket holding the objects' bytes. */
  storageDir: string;
  naverClientId: string;
  naverClientSecret: string;
  /** supabase/config.toml's Auth settings (e-mail sign-up, providers), as on a hosted project. */
  auth: AuthSettings;
}
