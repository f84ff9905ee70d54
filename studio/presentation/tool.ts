// The Presentation tool: the draft preview (npm run preview:drafts locally, the preview host in
// production) beside the form, with click-to-edit. SANITY_STUDIO_PREVIEW_URL is where the
// preview host answers; the Studio frames nothing else.
import { presentationTool } from 'sanity/presentation';

import { studioPreviewUrl } from '../project';
import { locations, mainDocuments } from './resolve';

export { LOCAL_PREVIEW_URL } from '../project';

export function previewTool(previewUrl = studioPreviewUrl()) {
  return presentationTool({
    title: '미리보기',
    previewUrl: { initial: previewUrl },
    allowOrigins: [new URL(previewUrl).origin],
    resolve: { locations, mainDocuments },
  });
}
