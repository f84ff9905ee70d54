// Imported by every page's script (through lib/errors/report.ts) and by the build's header
// integration: whether error reports are on, and where they go. Public values only: a DSN's
// key is public by design (it can only send reports, never read them).
import { envText } from './read.ts';
import type { EnvSource } from './variables.ts';

export interface ErrorTracker {
  dsn: string;
  /** The ingest origin the browser posts to, which the CSP's connect-src must name. */
  origin: string;
}

/** PUBLIC_SENTRY_DSN, when it is a DSN (scheme://key@host/…/project); otherwise reports are off. */
export function errorTracker(source: EnvSource): ErrorTracker | undefined {
  const dsn = envText(source, 'PUBLIC_SENTRY_DSN');
  if (!dsn) return undefined;
  try {
    const url = new URL(dsn);
    if (!url.username || !/\/\d+\/?$/.test(url.pathname)) return undefined;
    return { dsn, origin: url.origin };
  } catch {
    return undefined; // not a URL: reports stay off, and tools/prod-env.ts names the variable
  }
}
