// Build-time only: decides where content comes from.
import { fileURLToPath } from 'node:url';

/** The seed dataset in the format `sanity dataset import` takes; images sit beside it. */
export const SEED_FILE = fileURLToPath(new URL('../../../studio/seed/dataset.ndjson', import.meta.url));
export const SEED_IMAGE_DIR = fileURLToPath(new URL('../../../studio/seed/images/', import.meta.url));
/** Where the site serves seed images from, in dev and in the build output. */
export const SEED_IMAGE_BASE = '/seed-images/';

/** Pinned so a Content Lake API change never alters a build silently. */
export const SANITY_API_VERSION = '2025-02-19';

export type ContentSource =
  | { kind: 'sanity'; projectId: string; dataset: string; token: string | undefined }
  | { kind: 'seed' };

function env(name: string): string | undefined {
  const value = process.env[name] ?? (import.meta.env as Record<string, string | undefined>)[name];
  return value && value.trim() !== '' ? value.trim() : undefined;
}

/** The seed file content comes from; SEED_DATASET_FILE points a build at another (the tests' altered copies). */
export function seedFile(): string {
  return env('SEED_DATASET_FILE') ?? SEED_FILE;
}

export function contentSource(): ContentSource {
  const projectId = env('SANITY_PROJECT_ID');
  if (!projectId) return { kind: 'seed' };
  return {
    kind: 'sanity',
    projectId,
    dataset: env('SANITY_DATASET') ?? 'production',
    token: env('SANITY_API_READ_TOKEN'),
  };
}
