// Build time and Node only (pages at build, integrations, the preview server, tools), never
// islands: the site's address, where content comes from and the draft preview's settings.
import { envText } from './read.ts';
import type { EnvSource } from './variables.ts';

/** Where `astro dev` and `astro preview` serve; the site URL of a local build. */
export const LOCAL_SITE_URL = 'http://localhost:4321';

/** Where editors open the Studio locally (`npm run dev -w studio`). */
export const LOCAL_STUDIO_URL = 'http://localhost:3333';

/** The public origin: canonical URLs, Open Graph and the sitemap. */
export function siteUrl(source: EnvSource): string {
  return envText(source, 'PUBLIC_SITE_URL') ?? LOCAL_SITE_URL;
}

/**
 * Whether this build is the draft preview. Read from the shell only: a PREVIEW_DRAFTS kept in
 * an .env file (which Astro hands to server code) must never turn the public build into one.
 */
export function previewDraftsRequested(shell: EnvSource): boolean {
  return envText(shell, 'PREVIEW_DRAFTS') === '1';
}

export type ContentSource =
  { kind: 'sanity'; projectId: string; dataset: string; token: string | undefined } | { kind: 'seed' };

/** Sanity when a project is configured, otherwise the seed in studio/seed/. */
export function contentSource(source: EnvSource): ContentSource {
  const projectId = envText(source, 'SANITY_PROJECT_ID');
  if (!projectId) return { kind: 'seed' };
  return {
    kind: 'sanity',
    projectId,
    dataset: envText(source, 'SANITY_DATASET') ?? 'production',
    token: envText(source, 'SANITY_API_READ_TOKEN'),
  };
}

/** The Studio's address without a trailing slash: the preview's edit links and frame-ancestors. */
export function studioUrl(source: EnvSource): string {
  return (envText(source, 'SANITY_STUDIO_URL') ?? LOCAL_STUDIO_URL).replace(/\/+$/, '');
}

/** Tests point a build at an altered copy of the seed; undefined means studio/seed/dataset.ndjson. */
export function seedFileOverride(source: EnvSource): string | undefined {
  return envText(source, 'SEED_DATASET_FILE');
}
