// The extensions a hosted Supabase project offers and the migrations enable with
// `create extension`, as PGlite extension bundles: pgmq (Supabase Queues) is the real thing
// from @electric-sql/pglite-pgmq, a pure-SQL extension that loads into this PGlite; pg_net and
// pg_cron are the local stand-ins in shim/extensions/ (their background workers run in Node,
// tools/local-supabase/net and cron). PGlite installs a bundle's files under its share folder,
// so `create extension if not exists pg_net` then behaves here as on a hosted project.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Extensions } from '@electric-sql/pglite';
import { pgmq } from '@electric-sql/pglite-pgmq';

const STAND_IN_DIR = fileURLToPath(new URL('./shim/extensions/', import.meta.url));
const STAND_INS = ['pg_net', 'pg_cron'] as const;

/** The stand-ins' files, name → bytes, in a stable order (also what the template hash reads). */
export function standInFiles(): Array<{ path: string; bytes: Buffer }> {
  return STAND_INS.flatMap((name) =>
    readdirSync(join(STAND_IN_DIR, name))
      .sort()
      .map((file) => ({ path: `${name}/${file}`, bytes: readFileSync(join(STAND_IN_DIR, name, file)) })),
  );
}

/** One ustar header block for a regular file. */
function tarHeader(name: string, size: number): Buffer {
  const header = Buffer.alloc(512);
  const field = (offset: number, length: number, value: string) => header.write(value, offset, length, 'utf8');
  const octal = (offset: number, length: number, value: number) =>
    field(offset, length, `${value.toString(8).padStart(length - 1, '0')}\0`);
  field(0, 100, name);
  octal(100, 8, 0o644);
  octal(108, 8, 0);
  octal(116, 8, 0);
  octal(124, 12, size);
  octal(136, 12, 0);
  field(148, 8, '        '); // the checksum counts its own field as spaces
  field(156, 1, '0');
  field(257, 8, 'ustar\u000000');
  let sum = 0;
  for (const byte of header) sum += byte;
  field(148, 8, `${sum.toString(8).padStart(6, '0')}\0 `);
  return header;
}

/** A gzipped tar of `files` (path inside the archive → bytes). */
function tarGz(files: Array<{ path: string; bytes: Buffer }>): Buffer {
  const blocks: Buffer[] = [];
  for (const { path, bytes } of files) {
    blocks.push(tarHeader(path, bytes.length), bytes, Buffer.alloc((512 - (bytes.length % 512)) % 512));
  }
  blocks.push(Buffer.alloc(1024));
  return gzipSync(Buffer.concat(blocks));
}

/** Writes the bundle of one stand-in once per content, and returns its file URL. */
function bundle(name: (typeof STAND_INS)[number]): URL {
  const files = standInFiles()
    .filter((file) => file.path.startsWith(`${name}/`))
    .map((file) => ({ path: `share/postgresql/extension/${file.path.slice(name.length + 1)}`, bytes: file.bytes }));
  const archive = tarGz(files);
  const dir = join(tmpdir(), 'sodam-pglite-extensions');
  const path = join(dir, `${name}-${createHash('sha256').update(archive).digest('hex').slice(0, 16)}.tar.gz`);
  if (!existsSync(path)) {
    mkdirSync(dir, { recursive: true });
    // Written aside and renamed, so a concurrent start never reads half a bundle.
    const partial = `${path}.${process.pid}`;
    writeFileSync(partial, archive);
    renameSync(partial, path);
  }
  return pathToFileURL(path);
}

/** pgmq, pg_net and pg_cron for PGlite.create({ extensions }). */
export function supabaseExtensions(): Extensions {
  return { pgmq, pg_net: bundle('pg_net'), pg_cron: bundle('pg_cron') };
}
