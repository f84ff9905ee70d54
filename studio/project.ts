// The Studio's own settings, read by its configuration, its CLI and its preview tool alike.
// The Sanity CLI hands only SANITY_STUDIO_* variables to the Studio's bundle, so the project id
// here is the Studio's name for the id the site reads as SANITY_PROJECT_ID (both are declared
// in src/lib/env/variables.ts). Without it, offline commands (schema validate, typegen, build)
// run with a placeholder.
export const studioProject = {
  projectId: process.env.SANITY_STUDIO_PROJECT_ID || 'localseed',
  dataset: process.env.SANITY_STUDIO_DATASET || 'production',
};

/** `npm run preview:drafts` serves here (tools/preview-server.ts). */
export const LOCAL_PREVIEW_URL = 'http://localhost:4322';

/** Where the preview host answers (the Presentation tool frames nothing else). */
export const studioPreviewUrl = (): string => process.env.SANITY_STUDIO_PREVIEW_URL || LOCAL_PREVIEW_URL;
