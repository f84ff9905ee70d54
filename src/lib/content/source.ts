// Build-time only: decides where content comes from, reading the environment as the build sees
// it (src/lib/env/build.ts): the shell's variables over the .env values Astro hands to server code.
import { fileURLToPath } from 'node:url';

import {
  type ContentSource,
  contentSource as contentSourceOf,
  previewDraftsRequested,
  seedFileOverride,
  studioUrl as studioUrlOf,
} from '../env/build.ts';
import type { EnvSource } from '../env/variables.ts';

/** The seed dataset in the format `sanity dataset import` takes; images sit beside it. */
export const SEED_FILE = fileURLToPath(new URL('../../../studio/seed/dataset.ndjson', import.meta.url));
export const SEED_IMAGE_DIR = fileURLToPath(new URL('../../../studio/seed/images/', import.meta.url));

/** Pinned so a Content Lake API change never alters a build silently. */
export const SANITY_API_VERSION = '2025-02-19';

export type { ContentSource };

/** Undefined outside Vite (a tool run by Node imports this module for its paths). */
const buildEnv = (): EnvSource => ({ ...(import.meta.env as EnvSource | undefined), ...process.env });

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
  return typeof __DRAFT_PREVIEW_BUILD__ === 'boolean' ? __DRAFT_PREVIEW_BUILD__ : previewDraftsRequested(process.env);
}

/** Where editors open the Studio; the preview's edit links and its frame-ancestors point there. */
export function studioUrl(): string {
  return studioUrlOf(buildEnv());
}

/** The seed file content comes from; SEED_DATASET_FILE points a build at another (the tests' altered copies). */
export function seedFile(): string {
  return seedFileOverride(buildEnv()) ?? SEED_FILE;
}

export function contentSource(): ContentSource {
  return contentSourceOf(buildEnv());
}
