// The Presentation tool: the draft preview (npm run preview:drafts locally, the preview host in
// production) beside the form, with click-to-edit. SANITY_STUDIO_PREVIEW_URL is where the
// preview host answers; the Studio frames nothing else.
import { presentationTool } from 'sanity/presentation';

import { locations, mainDocuments } from './resolve';

/** `npm run preview:drafts` serves here (tools/preview-server.ts). */
export const LOCAL_PREVIEW_URL = 'http://localhost:4322';

export function previewTool(previewUrl = process.env.SANITY_STUDIO_PREVIEW_URL || LOCAL_PREVIEW_URL) {
  return presentationTool({
    title: '미리보기',
    previewUrl: { initial: previewUrl },
    allowOrigins: [new URL(previewUrl).origin],
    resolve: { locations, mainDocuments },
  });
}
