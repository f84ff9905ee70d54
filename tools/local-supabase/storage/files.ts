// The bytes behind storage.objects: one folder per bucket under the stack's storage folder
// (supabase/storage/ holds the placeholder installer, as config.toml's objects_path says). At start every file there is
// registered in storage.objects, so Storage's policies see it like an uploaded object.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, relative, resolve, sep } from 'node:path';

import type { Sql } from '../db/sql.ts';

const MIME: Record<string, string> = {
  '.exe': 'application/octet-stream',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.json': 'application/json',
};

const mimeOf = (name: string) => MIME[extname(name).toLowerCase()] ?? 'application/octet-stream';

/** The file of an object, or undefined when the path would leave the bucket's folder. */
function objectFile(storageDir: string, bucket: string, name: string): string | undefined {
  const bucketDir = resolve(storageDir, bucket);
  const file = resolve(bucketDir, name);
  return file.startsWith(bucketDir + sep) ? file : undefined;
}

export async function readObject(storageDir: string, bucket: string, name: string): Promise<Buffer | undefined> {
  const file = objectFile(storageDir, bucket, name);
  if (!file || !existsSync(file)) return undefined;
  return readFile(file);
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : entry.isFile() ? [path] : [];
  });
}

/** Upserts a storage.objects row for every file of every existing bucket (idempotent). */
export async function registerObjects(sql: Sql, storageDir: string): Promise<number> {
  if (!existsSync(storageDir)) return 0;
  let count = 0;
  await sql.transaction(async (tx) => {
    const buckets = await tx.query<{ id: string }>('select id from storage.buckets');
    for (const { id } of buckets) {
      const bucketDir = join(storageDir, id);
      if (!existsSync(bucketDir)) continue;
      for (const file of filesUnder(bucketDir)) {
        const name = relative(bucketDir, file).split(sep).join('/');
        const bytes = readFileSync(file);
        const info = statSync(file);
        const metadata = {
          eTag: `"${createHash('md5').update(bytes).digest('hex')}"`,
          size: info.size,
          mimetype: mimeOf(name),
          cacheControl: 'max-age=3600',
          lastModified: info.mtime.toISOString(),
          contentLength: info.size,
          httpStatusCode: 200,
        };
        await tx.query(
          `insert into storage.objects (bucket_id, name, metadata, version)
           values ($1, $2, $3, 'local')
           on conflict (bucket_id, name) do update set metadata = excluded.metadata, updated_at = now()`,
          [id, name, metadata],
        );
        count += 1;
      }
    }
  });
  return count;
}
