// The Presentation tool: the draft preview (npm run preview:drafts locally, the preview host in
// production) beside the form, with click-to-edit. SANITY_STUDIO_PREVIEW_URL is where the
// preview host answers; the Studio frames nothing else. The preview shows drafts only after
// Sanity's preview-secret handshake: the tool writes a short-lived secret into the dataset and
// opens the preview's enable route with it (src/integrations/preview/handshake.ts), which
// checks the secret with the Viewer token. Share links stay off: no secret that outlives the
// editor's own session.
import { presentationTool } from 'sanity/presentation';

import { studioPreviewUrl } from '../project';
import { locations, mainDocuments } from './resolve';

export { LOCAL_PREVIEW_URL } from '../project';

/** The preview host's enable route (ENABLE_PATH in src/integrations/preview/handshake.ts). */
export const PREVIEW_ENABLE_PATH = '/api/preview/enable';

export function previewTool(previewUrl = studioPreviewUrl()) {
  return presentationTool({
    title: '미리보기',
    previewUrl: { initial: previewUrl, previewMode: { enable: PREVIEW_ENABLE_PATH, shareAccess: false } },
    allowOrigins: [new URL(previewUrl).origin],
    resolve: { locations, mainDocuments },
  });
}
