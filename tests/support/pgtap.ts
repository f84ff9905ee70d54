// Runs pgTAP files the way `supabase test db` (pg_prove) does — each file in its own session
// state, on a database that has the shim, the migrations and the seed — and reads their TAP
// output so each assertion can be reported as its own test.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { pgtap } from '@electric-sql/pglite-pgtap';

import { createDatabase, SUPABASE_DIR } from '../../tools/local-supabase/db/create-database.ts';

export const PGTAP_DIR = join(SUPABASE_DIR, 'tests');

export interface Assertion {
  number: number;
  ok: boolean;
  description: string;
  diagnostics: string[];
}

export interface TapReport {
  file: string;
  planned: number | undefined;
  assertions: Assertion[];
  /** Set when the file stopped on an SQL error outside any assertion. */
  error: string | undefined;
}

/** The seeded database the files run on, with pgTAP installed where Supabase puts it. */
export async function createTestDatabase(): Promise<PGlite> {
  const db = await createDatabase({ seed: true, extensions: { pgtap } });
  await db.exec('create extension pgtap with schema extensions');
  return db;
}

export const listPgTapFiles = (): string[] =>
  readdirSync(PGTAP_DIR)
    .filter((file) => file.endsWith('.sql'))
    .sort();

/** Parses TAP lines: `1..N`, `ok N - text`, `not ok N - text`, and `# diagnostics` after them. */
export function parseTap(lines: string[]): Pick<TapReport, 'planned' | 'assertions'> {
  let planned: number | undefined;
  const assertions: Assertion[] = [];
  for (const line of lines) {
    const plan = /^1\.\.(\d+)/.exec(line);
    const result = /^(not )?ok (\d+)(?: - (.*))?$/.exec(line);
    if (plan?.[1]) planned = Number(plan[1]);
    else if (result?.[2]) {
      assertions.push({ number: Number(result[2]), ok: !result[1], description: result[3] ?? '', diagnostics: [] });
    } else if (line.startsWith('#')) assertions.at(-1)?.diagnostics.push(line);
  }
  return { planned, assertions };
}

const tapLines = (results: { rows: Record<string, unknown>[] }[]) =>
  results.flatMap((result) =>
    result.rows.flatMap((row) =>
      Object.values(row).flatMap((value) => (typeof value === 'string' ? value.split('\n') : [])),
    ),
  );

export async function runPgTapFile(db: PGlite, file: string): Promise<TapReport> {
  const sql = readFileSync(join(PGTAP_DIR, file), 'utf8');
  let lines: string[] = [];
  let error: string | undefined;
  try {
    lines = tapLines(await db.exec(sql));
  } catch (cause) {
    error = cause instanceof Error ? cause.message : String(cause);
  }
  // Leave the session as the next file expects it, whatever this one did.
  await db.exec('rollback; reset all; set search_path = "$user", public, extensions;');
  return { file, ...parseTap(lines), error };
}
