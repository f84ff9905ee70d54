// Build-time only: decides where content comes from.
import { fileURLToPath } from 'node:url';

/** The seed dataset in the format `sanity dataset import` takes; images sit beside it. */
export const SEED_FILE = fileURLToPath(new URL('../../../studio/seed/dataset.ndjson', import.meta.url));
export const SEED_IMAGE_DIR = fileURLToPath(new URL('../../../studio/seed/images/', import.meta.url));

/** Pinned so a Content Lake API change never alters a build silently. */
export const SANITY_API_VERSION = '2025-02-19';

export type ContentSource =
  { kind: 'sanity'; projectId: string; dataset: string; token: string | undefined } | { kind: 'seed' };

function env(name: string): string | undefined {
  const value = process.env[name] ?? (import.meta.env as Record<string, string | undefined>)[name];
  return value && value.trim() !== '' ? value.trim() : undefined;
}

/** Fixed by every build (src/integrations/preview/integration.ts); undefined in tests and scripts. */
declare const __DRAFT_PREVIEW_BUILD__: boolean | undefined;

/**
 * True in the draft preview: content is read in the drafts perspective with edit information for
 * the Presentation tool. A build fixes the answer from the shell's PREVIEW_DRAFTS, the variable
 * astro.config.mjs switches on, so neither a preview server serving published-only pages nor a
 * public build reading drafts (from a PREVIEW_DRAFTS in .env, which Astro hands to server code)
 * can happen. Outside a build, the environment decides.
 */
export function previewDrafts(): boolean {
  return typeof __DRAFT_PREVIEW_BUILD__ === 'boolean' ? __DRAFT_PREVIEW_BUILD__ : process.env.PREVIEW_DRAFTS === '1';
}

/** Where editors open the Studio; the preview's edit links and its frame-ancestors point there. */
const LOCAL_STUDIO_URL = 'http://localhost:3333';

export function studioUrl(): string {
  return (env('SANITY_STUDIO_URL') ?? LOCAL_STUDIO_URL).replace(/\/+$/, '');
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
