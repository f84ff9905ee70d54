// The stack's own database client (auth, storage, the Naver stand-in): one `pg` connection
// through the PGlite socket, as a second client beside PostgREST. pglite-socket serves one
// client's open transaction at a time, so a transaction here never sees PostgREST's role or
// GUCs and PostgREST never sees ours (tests/local/concurrency.test.ts holds it to that).
// Every statement runs inside a transaction with `set local` / set_config(…, true) only, so
// nothing outlives it in the shared session.
import pg from 'pg';

export interface Tx {
  /** Rows typed by the caller: the SQL text decides their shape, pg parses the values. */
  query<R extends object>(text: string, params?: readonly unknown[]): Promise<R[]>;
  /** Runs SQL text of one or more statements (no parameters) and returns the last one's tag, e.g. `DELETE 3`. */
  command(text: string): Promise<string>;
}

/** The JWT claims a request carries; `role` decides the Postgres role it runs as. */
interface CallerClaims {
  role: string;
  [claim: string]: unknown;
}

export interface Sql {
  /** Runs `work` in one transaction as the database owner (like Supabase's own services). */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  /** Runs `work` in one transaction as the caller's role with its claims, so RLS decides. */
  asCaller<T>(claims: CallerClaims, work: (tx: Tx) => Promise<T>): Promise<T>;
  end(): Promise<void>;
}

// PostgREST's roles; a JWT naming any other role is refused before it reaches SQL.
const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);

export function connectSql(connectionString: string): Sql {
  // One connection: work queues here instead of at the socket. No idle timeout, so the
  // connection is not closed and reopened behind PostgREST's back.
  const pool = new pg.Pool({ connectionString, max: 1, idleTimeoutMillis: 0 });
  pool.on('error', (error) => {
    console.error('[local db] connection error:', error.message);
  });

  async function transaction<T>(
    setup: (client: pg.PoolClient) => Promise<void>,
    work: (tx: Tx) => Promise<T>,
  ): Promise<T> {
    const client = await pool.connect();
    try {
      await client.query('begin');
      await setup(client);
      const tx: Tx = {
        query: async <R extends object>(text: string, params: readonly unknown[] = []) => {
          const { rows }: { rows: R[] } = await client.query(text, [...params]);
          return rows;
        },
        command: async (text: string) => {
          // Several statements in one text answer with one result each, which @types/pg does not model.
          const results = (await client.query(text)) as pg.QueryResult | pg.QueryResult[];
          const last = Array.isArray(results) ? results.at(-1) : results;
          return last ? `${last.command} ${last.rowCount ?? 0}` : '';
        },
      };
      const result = await work(tx);
      await client.query('commit');
      client.release();
      return result;
    } catch (error) {
      try {
        await client.query('rollback');
      } catch (rollbackError) {
        // The connection is unusable: drop it so the pool opens a new one, and report both.
        client.release(rollbackError instanceof Error ? rollbackError : true);
        throw new AggregateError(
          [error, rollbackError],
          'A local database transaction failed and could not be rolled back',
          { cause: rollbackError },
        );
      }
      client.release();
      throw error;
    }
  }

  return {
    transaction: (work) => transaction(async () => {}, work),
    asCaller: (claims, work) => {
      if (!API_ROLES.has(claims.role)) throw new Error(`Unknown API role: ${claims.role}`);
      return transaction(async (client) => {
        // The role is one of three fixed names (checked above); SET cannot take a parameter.
        await client.query(`set local role ${claims.role}`);
        await client.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
      }, work);
    },
    end: () => pool.end(),
  };
}
