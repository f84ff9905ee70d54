// Postgres for the local stack: PGlite kept in a folder (same shim, migrations and seed as the
// database tests, through createDatabase), served over the wire protocol so PostgREST, psql
// and the stack's own services connect to it like to any Postgres.
//
// Every socket client shares PGlite's ONE session. pglite-socket runs one protocol message
// at a time and, while a client has a transaction open, only that client's messages; so each
// client must keep its work inside transactions (PostgREST does; sql.ts does) and never set
// session-level state. Nothing in this process calls db.query() on PGlite directly: such a
// call would slip in between another client's messages and run inside its transaction.
import { existsSync, readdirSync, rmSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

import { createDatabase } from './create-database.ts';
import { lockDataDir } from './data-lock.ts';
import { openFromTemplate } from './template.ts';

interface LocalDatabase {
  /** Host and port of the wire-protocol socket. */
  host: string;
  port: number;
  /** For psql and other tools; the socket accepts any user name and password. */
  connectionString: string;
  stop(): Promise<void>;
}

interface DatabaseOptions {
  /** Folder that keeps the database between runs; created (with the seed) when empty. */
  dataDir: string;
  /** Delete the folder first, i.e. start from the migrations and the seed again. */
  fresh?: boolean;
  /** Where the migrated template database is kept (see database-template.ts). */
  cacheDir: string;
  /** 0 picks a free port. */
  port: number;
}

// PostgREST's pool (1) + the stack's own client (sql.ts, 1) + one psql + one spare, because
// PostgREST recycles an idle connection by opening the new one before the old has closed.
const MAX_CONNECTIONS = 4;
const HOST = '127.0.0.1';

export async function startDatabase(options: DatabaseOptions): Promise<LocalDatabase> {
  const unlock = lockDataDir(options.dataDir);
  let db: PGlite;
  try {
    if (options.fresh) rmSync(options.dataDir, { recursive: true, force: true });
    const isNew = !existsSync(options.dataDir) || readdirSync(options.dataDir).length === 0;
    db = isNew
      ? await openFromTemplate(options.dataDir, options.cacheDir)
      : await createDatabase({ dataDir: options.dataDir, seed: true });
  } catch (error) {
    unlock();
    throw new Error(
      `Could not open the local database in ${options.dataDir}: ${error instanceof Error ? error.message : String(error)}\n` +
        'If a stack was killed while writing it, `npm run backend -- --reset` starts it again from the migrations and seed.',
      { cause: error },
    );
  }
  const server = new PGLiteSocketServer({ db, host: HOST, port: options.port, maxConnections: MAX_CONNECTIONS });
  try {
    await server.start();
  } catch (error) {
    await db.close();
    unlock();
    const hint = options.port ? ` (is port ${options.port} taken, e.g. by another local stack?)` : '';
    throw new Error(`Could not open the database socket${hint}: ${String(error)}`, { cause: error });
  }
  // getServerConn() is the only public way to learn the port the OS picked for port 0.
  const port = Number(server.getServerConn().split(':').pop());
  return {
    host: HOST,
    port,
    connectionString: `postgresql://postgres:postgres@${HOST}:${port}/postgres?sslmode=disable`,
    async stop() {
      await server.stop();
      await db.close();
      unlock();
    },
  };
}
